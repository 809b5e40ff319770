import type { MessageTexts } from '../catalogue';

/** The boundary messages in Spanish (docs/decisions/0018). */
export const ES: MessageTexts = {
  'validation.invalid': 'Datos no válidos.',
  'validation.malformed_text': 'El texto contiene caracteres no válidos.',
  'validation.max_chars': 'Máximo de {{max}} caracteres',
  'validation.max_items': 'Máximo de {{max}} elementos',
  'validation.blank_item': 'El elemento no puede quedar en blanco',
  'validation.invalid_id': 'Identificador no válido',
  'validation.invalid_timestamp': 'Fecha y hora no válidas',
  'validation.date_required': 'La fecha es obligatoria',
  'validation.date_invalid': 'Fecha no válida',
  'validation.priority_invalid': 'Prioridad no válida',
  'validation.status_invalid': 'Estado no válido',
  'validation.integer': 'Debe ser un número entero',
  'validation.not_negative': 'No puede ser negativo',
  'validation.number_too_large': 'Número demasiado grande',
  'validation.votes_max': 'Máximo de {{max}} votos',
  'validation.phase_range': 'La fase debe ser un número del 1 al 5',
  'validation.request_body_object': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'validation.username_required': 'El nombre de usuario es obligatorio',
  'validation.username_min': 'El nombre de usuario debe tener al menos 3 caracteres',
  'validation.password_required': 'La contraseña es obligatoria',
  'validation.password_min': 'La contraseña debe tener al menos 8 caracteres',
  'validation.password_max': 'La contraseña debe tener como máximo 128 caracteres',
  'validation.password_uppercase': 'Debe contener al menos una letra mayúscula',
  'validation.password_lowercase': 'Debe contener al menos una letra minúscula',
  'validation.password_digit': 'Debe contener al menos un número',
  'validation.passwords_mismatch': 'Las contraseñas no coinciden',
  'validation.passwords_differ': 'Las contraseñas no coinciden',
  'validation.name_min': 'El nombre debe tener al menos 2 caracteres',
  'validation.email_invalid': 'Correo electrónico no válido',
  'validation.email_required': 'El correo electrónico es obligatorio',
  'validation.job_role_required': 'El cargo/función es obligatorio',
  'validation.industry_required': 'El sector es obligatorio',
  'validation.experience_required': 'La experiencia es obligatoria',
  'validation.country_required': 'El país es obligatorio',
  'validation.state_required': 'El estado/provincia es obligatorio',
  'validation.city_required': 'La ciudad es obligatoria',
  'validation.zip_code_min': 'El código postal debe tener al menos 5 caracteres',
  'validation.max_interests': 'Elige como máximo {{max}} intereses',
  'validation.role_invalid': 'Rol no válido',
  'validation.profile_picture_too_large': 'La imagen debe tener como máximo 5MB',
  'validation.profile_picture_invalid': 'La foto debe ser una imagen JPG, PNG, GIF o WebP',
  'validation.title_required': 'El título es obligatorio',
  'validation.name_required': 'El nombre es obligatorio',
  'validation.guest_name_required': 'Escribe tu nombre',
  'validation.project_name_required': 'El nombre del proyecto es obligatorio',
  'validation.participant_name_required': 'El nombre del participante es obligatorio',
  'validation.location_required': 'El lugar es obligatorio',
  'validation.context_required': 'El contexto es obligatorio',
  'validation.behavior_required': 'El comportamiento es obligatorio',
  'validation.tech_savviness_invalid': 'Nivel de familiaridad con la tecnología no válido',
  'validation.age_integer': 'La edad debe ser un número entero',
  'validation.age_negative': 'La edad no puede ser negativa',
  'validation.age_max': 'La edad debe ser como máximo {{max}}',
  'validation.image_url_invalid': 'URL de imagen no válida',
  'validation.image_invalid': 'Imagen no válida: usa PNG, JPEG, GIF o WebP',
  'validation.avatar_too_large': 'El avatar debe tener como máximo 256 kB',
  'validation.photo_too_large': 'La foto debe tener como máximo 1 MB',
  'validation.image_too_large': 'La imagen debe tener como máximo 2 MB',
  'validation.duration_integer': 'La duración debe ser un número entero de minutos',
  'validation.interview_duration_min': 'La duración debe ser de al menos 1 minuto',
  'validation.interview_duration_max': 'La duración debe ser de como máximo 1440 minutos',
  'validation.user_required': 'El usuario es obligatorio',
  'validation.need_required': 'La necesidad es obligatoria',
  'validation.insight_required': 'El insight es obligatorio',
  'validation.statement_required': 'La declaración es obligatoria',
  'validation.question_required': 'La pregunta es obligatoria',
  'validation.description_required': 'La descripción es obligatoria',
  'validation.scope_invalid': 'Alcance no válido',
  'validation.feasibility_range': 'La viabilidad debe ser de 1 a 5',
  'validation.impact_range': 'El impacto debe ser de 1 a 5',
  'validation.prototype_type_invalid': 'Tipo de prototipo no válido',
  'validation.version_integer': 'La versión debe ser un número entero',
  'validation.version_min': 'La versión debe ser como mínimo 1',
  'validation.methodology_required': 'La metodología es obligatoria',
  'validation.participants_required': 'El número de participantes es obligatorio',
  'validation.participants_integer': 'Los participantes deben ser un número entero',
  'validation.participants_min': 'Mínimo de 1 participante',
  'validation.participants_max': 'Máximo de 100 participantes',
  'validation.session_duration_min': 'Duración mínima de 1 minuto',
  'validation.session_duration_max': 'Duración máxima de 480 minutos',
  'validation.task_required': 'La tarea es obligatoria',
  'validation.task_success_required': 'Indica si la tarea se completó',
  'validation.time_integer': 'El tiempo debe ser un número entero de segundos',
  'validation.time_negative': 'El tiempo no puede ser negativo',
  'validation.total_time_integer': 'El tiempo total debe ser un número entero de segundos',
  'validation.total_time_negative': 'El tiempo total no puede ser negativo',
  'validation.participant_required': 'El participante es obligatorio',
  'validation.success_rate_number': 'Indica la tasa de éxito',
  'validation.success_rate_range': 'La tasa de éxito debe estar entre 0 y 100',
  'validation.target_invalid': 'Destino no válido',
  'validation.dot_budget_integer': 'El número de puntos debe ser entero',
  'validation.dot_budget_min': 'Cada persona tiene como mínimo {{min}} punto',
  'validation.dot_budget_max': 'Cada persona tiene como máximo {{max}} puntos',
  'validation.timer_duration_range': 'La duración debe ser de 10 segundos a 4 horas',
  'validation.timer_remaining_invalid': 'Tiempo restante no válido',
  'validation.wall_group_name_required': 'Ponle un nombre al grupo.',
  'validation.position_invalid': 'Posición no válida',
  'validation.quadrant_invalid': 'Cuadrante no válido',
  'validation.category_invalid': 'Categoría no válida',
  'validation.content_required': 'El contenido es obligatorio',
  'validation.author_required': 'El autor es obligatorio',
  'validation.tag_blank': 'Una etiqueta no puede quedar en blanco',
  'validation.chat_message_required': 'El mensaje es obligatorio',
  'validation.chat_message_max': 'El mensaje debe tener como máximo {{max}} caracteres',
  'validation.chat_messages_min': 'Envía al menos un mensaje',
  'validation.chat_messages_max': 'Máximo de {{max}} mensajes por conversación',
  'validation.level_invalid': 'Nivel no válido',
  'validation.member_role_invalid': 'El rol debe ser editor o lector.',
  'validation.plan_invalid': 'Plan no válido',
  'validation.billing_period_invalid': 'Periodo de facturación no válido',
  'validation.subscription_status_invalid': 'Estado de suscripción no válido',
  'validation.export_format_invalid': 'Formato de exportación no válido',
  'validation.display_name_required': 'El nombre visible es obligatorio',
  'validation.mutation_ids_order': 'Los identificadores de los cambios deben crecer.',

  'error.unauthenticated': 'Necesitas iniciar sesión para continuar.',
  'error.forbidden': 'No tienes permiso para hacer esto.',
  'error.admin_only': 'Solo los administradores pueden hacer esto.',
  'error.not_found': 'No encontrado.',
  'error.route_not_found': 'Ruta no encontrada: {{method}} {{path}}',
  'error.malformed_json': 'El cuerpo de la solicitud no es un JSON válido.',
  'error.payload_too_large': 'El contenido enviado es demasiado grande.',
  'error.payload_too_large_max': 'El contenido enviado es demasiado grande (máximo {{max}}).',
  'error.http': 'La solicitud falló (HTTP {{status}}).',
  'error.internal': 'Error interno del servidor.',
  'error.database_unavailable':
    'El servidor no puede acceder a su base de datos en este momento. Inténtalo de nuevo en unos segundos.',
  'error.bad_origin': 'Origen de la solicitud no permitido.',
  'error.unsupported_media_type': 'Envía los datos como JSON (application/json).',
  'error.too_many_logins':
    'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {{minutes}} minuto(s).',
  'error.too_many_signups':
    'Demasiados registros desde esta red. Inténtalo de nuevo en {{minutes}} minuto(s).',
  'error.too_many_room_lookups':
    'Demasiados intentos con códigos de sala. Inténtalo de nuevo en {{minutes}} minuto(s).',

  'not_found.projects': 'Proyecto no encontrado',
  'not_found.empathyMaps': 'Mapa de empatía no encontrado',
  'not_found.personas': 'Persona no encontrada',
  'not_found.interviews': 'Entrevista no encontrada',
  'not_found.observations': 'Observación no encontrada',
  'not_found.povStatements': 'POV Statement no encontrado',
  'not_found.hmwQuestions': 'Pregunta HMW no encontrada',
  'not_found.ideas': 'Idea no encontrada',
  'not_found.prototypes': 'Prototipo no encontrado',
  'not_found.testPlans': 'Plan de prueba no encontrado',
  'not_found.testResults': 'Resultado de prueba no encontrado',
  'not_found.aiAnalyses': 'Análisis no encontrado',
  'not_found.votingSessions': 'Votación no encontrada',
  'not_found.participants': 'Participante no encontrado',
  'not_found.dots': 'Punto no encontrado',
  'not_found.timers': 'Temporizador no encontrado',
  'not_found.silentRounds': 'Ronda no encontrada',
  'not_found.wallGroups': 'Grupo no encontrado',
  'not_found.agendaSteps': 'Paso de la agenda no encontrado',
  'not_found.roomControls': 'Control de la sala no encontrado',
  'validation.tool_invalid': 'Herramienta no válida',
  'validation.mode_invalid': 'Modo no válido',
  'validation.color_invalid': 'Color no válido',
  'validation.step_tool_mode':
    'Las rondas privadas y las votaciones funcionan con ideas o preguntas HMW',
  'not_found.articles': 'Artículo no encontrado',
  'not_found.users': 'Usuario no encontrado',
  'not_found.invitations': 'Invitación no encontrada.',
  'not_found.members': 'Miembro no encontrado.',
  'not_found.plans': 'Plan no encontrado.',
  'not_found.subscriptions': 'Suscripción no encontrada.',
  'not_found.rooms': 'Sala no encontrada. Revisa el código.',

  'backup.other_project': 'Registro de otro proyecto',
  'backup.test_plan_missing': 'Plan de prueba ausente de la copia de seguridad',
  'backup.session_missing': 'Votación ausente de la copia de seguridad',
  'backup.participant_missing': 'Participante ausente de la copia de seguridad',
  'backup.group_repeated': 'Grupo repetido en la copia de seguridad',

  'auth.invalid_credentials': 'Usuario o contraseña no válidos.',
  'auth.email_taken': 'Este correo ya está registrado. Inicia sesión con él o usa otro correo.',
  'user.username_taken': 'Ya existe una cuenta con este nombre de usuario o correo.',
  'user.cannot_demote_self':
    'No puedes quitarte tu propio acceso de administrador. Pídeselo a otro administrador.',
  'user.cannot_delete_self': 'No puedes eliminar tu propia cuenta. Pídeselo a otro administrador.',
  'profile.email_taken': 'Este correo ya lo usa otra cuenta.',

  'project.owner_only_delete': 'Solo el dueño del proyecto puede eliminarlo.',
  'project.viewer_cannot_write':
    'Tienes acceso de lectura a este proyecto: solo el dueño o un editor puede cambiarlo.',
  'sharing.owner_only': 'Solo el dueño del proyecto puede gestionar los miembros.',
  'sharing.invitation_expired': 'Esta invitación ha caducado. Pide un nuevo enlace.',
  'sharing.owner_role_fixed': 'El rol del dueño del proyecto no se puede cambiar.',
  'sharing.owner_cannot_leave': 'El dueño no puede salir de su propio proyecto.',
  'room.not_open': 'Este proyecto no tiene una sala abierta.',
  'room.closed': 'Esta sala se cerró. Pide un código nuevo a quien conduce el taller.',
  'room.expired': 'Esta sala expiró. Pide un código nuevo a quien conduce el taller.',
  'room.manage_forbidden':
    'Solo el dueño y los editores del proyecto pueden abrir o cerrar la sala.',
  'room.guest_cannot_change':
    'Como invitado, puedes agregar notas, votar y cambiar solo lo que escribiste.',
  'room.guest_not_allowed': 'Los invitados de una sala no tienen acceso a esto.',
  'room.facilitator_only': 'Solo quien conduce el taller puede hacer esto.',
  'room.owner_only_facilitators': 'Solo el dueño del proyecto elige quién conduce el taller.',
  'room.project_locked':
    'El facilitador bloqueó este proyecto: puedes leerlo, pero no modificarlo.',
  'room.tool_locked':
    'El facilitador bloqueó esta herramienta ({{tool}}): puedes leerla, pero no modificarla.',
  'upstream.not_configured':
    'Este servidor no está conectado a una nube (UPSTREAM_URL no está definido).',
  'upstream.login_failed': 'La nube rechazó este correo o contraseña.',
  'upstream.unreachable':
    'La nube no responde ahora. El trabajo de la sala queda guardado aquí y se enviará cuando vuelva.',
  'upstream.session_expired':
    'La sesión en la nube expiró. Conéctate de nuevo para seguir enviando.',
  'upstream.outdated':
    'La nube usa otra versión de Trilha. Actualiza este equipo o la nube para seguir enviando.',
  'upstream.refused': 'La nube rechazó {{changes}} cambios de la sala.',
  'sync.database_unavailable':
    'El servidor no puede acceder a su base de datos en este momento: tus cambios quedan guardados en este dispositivo y se enviarán en cuanto vuelva.',
  'sync.id_taken': 'Este identificador ya lo usa otro registro.',
  'sync.unknown_mutation': 'Cambio desconocido: {{name}}',
  'sync.invalid_record': 'Datos no válidos para este registro.',
  'sync.voting_revealed':
    'Los resultados de esta votación ya se revelaron: los puntos ya no cambian.',
  'sync.voting_closed': 'Esta votación se cerró: los puntos ya no cambian.',
  'sync.voting_ended': 'El tiempo de esta votación terminó: los puntos ya no cambian.',
  'sync.reveal_before_apply': 'Revela los resultados antes de sumarlos a los votos.',
  'sync.wall_group_name_taken': 'Ya existe un grupo con ese nombre.',
  'sync.device_of_other_account': 'Este dispositivo está registrado para otra cuenta.',
  'sync.invalid_cursor': 'Cursor de sincronización no válido.',
  'sync.outdated_client':
    'Hay una nueva versión de Trilha. Actualiza la aplicación para sincronizar; tus cambios siguen guardados en este dispositivo.',
  'sync.storage_full':
    'El almacenamiento de este dispositivo está lleno. Libera espacio para seguir guardando.',
  'sync.failed': 'No se pudo sincronizar ahora. Trilha lo intentará de nuevo en breve.',

  'plan_limit.maxProjects':
    'Has alcanzado el límite de {{max}} proyectos del plan {{plan}}. Mejora tu plan para continuar.',
  'plan_limit.maxPersonasPerProject':
    'Has alcanzado el límite de {{max}} personas por proyecto del plan {{plan}}. Mejora tu plan para continuar.',
  'plan_limit.aiChatLimit':
    'Has alcanzado el límite de {{max}} preguntas a la IA por mes del plan {{plan}}. Mejora tu plan para continuar.',
  'plan_limit.libraryArticlesCount':
    'El plan {{plan}} da acceso a {{max}} artículos de la biblioteca. Mejora tu plan para continuar.',
  'plan_limit.maxUsersPerTeam':
    'El plan {{plan}} permite {{max}} usuarios por equipo. Mejora tu plan para continuar.',
  'plan_limit.feature_aiAnalysis':
    'El plan {{plan}} no incluye el análisis de proyectos con IA. Mejora tu plan para usarlo.',
  'plan_limit.feature_templates':
    'El plan {{plan}} no incluye plantillas ni las herramientas avanzadas. Mejora tu plan para usarlas.',
  'plan_limit.feature_comments':
    'El plan del proyecto ({{plan}}) no incluye comentarios y feedback. Mejora tu plan para comentar.',
  'plan_limit.feature_sso': 'El plan {{plan}} no incluye SSO (inicio de sesión único).',
  'plan_limit.feature_customApi':
    'El plan {{plan}} no incluye la API personalizada. Mejora tu plan para crear tokens de API.',
  'plan_limit.feature_integrations':
    'El plan {{plan}} no incluye integraciones personalizadas. Mejora tu plan para crear webhooks.',
  'plan_limit.feature_support': 'El plan {{plan}} no incluye el soporte 24/7.',
  'plan_limit.collaboration':
    'El plan {{plan}} no incluye colaboración. Mejora tu plan para compartir proyectos.',
  'plan_limit.maxRoomGuests':
    'La sala del plan {{plan}} recibe hasta {{max}} invitados. Mejora tu plan para recibir más.',
  'billing.payment_provider_error':
    'El proveedor de pagos no respondió como se esperaba. Inténtalo de nuevo en un momento.',
  'billing.not_configured':
    'Los pagos no están configurados en este servidor. Inténtalo de nuevo más tarde.',
  'billing.invalid_signature': 'Firma del webhook de Stripe no válida.',
  'billing.free_plan': 'Estás en el plan Free: no hay suscripción que cancelar o reanudar.',
  'billing.subscription_ended':
    'La suscripción ya terminó: elige un plan para suscribirte de nuevo.',
  'billing.already_canceled': 'La suscripción ya está cancelada para el final del periodo.',
  'billing.not_canceled': 'La suscripción no está cancelada.',
  'billing.no_payment_account': 'No hay forma de pago registrada: elige primero un plan de pago.',

  'ai.not_configured':
    'La IA no está configurada en este servidor (falta la variable OPENAI_API_KEY). El resto de Trilha funciona con normalidad.',
  'ai.invalid_answer': 'El servicio de IA devolvió una respuesta no válida. Inténtalo de nuevo.',
  'ai.timeout': 'El servicio de IA tardó demasiado en responder. Inténtalo de nuevo.',
  'ai.key_rejected': 'El servicio de IA rechazó la clave configurada (OPENAI_API_KEY).',
  'ai.busy': 'El servicio de IA está sobrecargado en este momento. Inténtalo de nuevo en breve.',
  'ai.unavailable': 'No se pudo obtener una respuesta del servicio de IA. Inténtalo de nuevo.',

  // Comments and feedback (issue 32) ------------------------------------------------------
  'validation.comment_text_required': 'Escribe el comentario.',
  'validation.comment_target_invalid':
    'Un comentario trata del proyecto o de uno de sus registros.',
  'not_found.comments': 'Comentario no encontrado',
  'comment.author_only_edit': 'Solo quien escribió el comentario puede cambiar el texto.',
  'comment.author_or_owner_delete':
    'Solo quien escribió el comentario o el dueño del proyecto puede eliminarlo.',
  'comment.resolve_thread_only': 'Resuelve o reabre la conversación desde su primer comentario.',
  'comment.reply_to_reply': 'Responde al primer comentario de la conversación.',

  // Templates (issue 32) ------------------------------------------------------------------
  'templates.not_found': 'Plantilla no encontrada, o no disponible para tu cuenta.',
  'templates.id_invalid': 'Elige una plantilla válida.',
  'templates.too_large':
    'Este proyecto es demasiado grande para ser una plantilla: como máximo {{max}} registros y 512 KB.',

  // Single sign-on (issue 32) -------------------------------------------------------------
  'sso.not_configured': 'El inicio de sesión único (SSO) no está configurado en este servidor.',
  'sso.state_mismatch':
    'El inicio de sesión con SSO caducó o se inició en otro navegador. Inténtalo de nuevo.',
  'sso.provider_error':
    'El proveedor de identidad rechazó el inicio de sesión o no respondió. Inténtalo de nuevo.',
  'sso.email_unverified':
    'El proveedor de identidad no ha verificado tu correo: verifícalo allí e inténtalo de nuevo.',
  'sso.failed': 'No se pudo iniciar sesión con SSO. Inténtalo de nuevo en un momento.',

  // API tokens (issue 32) -----------------------------------------------------------------
  'validation.api_token_scope_invalid': "Permiso no válido: usa 'read' o 'write'",
  'validation.api_token_scope_required': 'Elige al menos un permiso',
  'api_token.invalid': 'Token de API no válido o revocado.',
  'api_token.read_only':
    'Este token de API solo puede leer: crea un token con permiso de escritura.',
  'api_token.session_only':
    'Esta operación no acepta un token de API: inicia sesión en Trilha desde el navegador.',
  'api_token.not_found': 'Token de API no encontrado.',
  'api_token.too_many_failures':
    'Demasiados tokens de API no válidos. Inténtalo de nuevo en {{minutes}} minuto(s).',

  // Outgoing webhooks (issue 32) ----------------------------------------------------------
  'validation.webhook_url_invalid': 'Introduce una dirección que empiece por http:// o https://.',
  'validation.webhook_events_required': 'Elige al menos un evento.',
  'validation.webhook_event_invalid': 'Evento desconocido.',
  'webhooks.address_not_allowed':
    'La dirección {{host}} es de una red local o privada: los webhooks solo van a direcciones públicas.',
  'webhooks.host_not_found': 'No se encontró la dirección {{host}}.',
  'webhooks.not_found': 'Webhook no encontrado.',

  // Time on projects (issue 32) -----------------------------------------------------------
  'not_found.timeSpent': 'Registro de tiempo no encontrado',
  'time_spent.seconds_too_few': 'Cada registro de tiempo suma al menos {{min}} segundo',
  'time_spent.seconds_too_many': 'Cada registro de tiempo suma como máximo {{max}} segundos',
};
