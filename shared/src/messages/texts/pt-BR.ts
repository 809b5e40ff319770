/**
 * The boundary messages in pt-BR: the spec's own words, and the source of the codes and of the
 * parameters each code takes (`{{name}}`, i18next's interpolation). docs/decisions/0018.
 */
export const PT_BR = {
  // Validation rules of the shared schemas -----------------------------------------------------
  'validation.invalid': 'Dados inválidos.',
  'validation.malformed_text': 'O texto contém caracteres inválidos.',
  'validation.max_chars': 'Máximo de {{max}} caracteres',
  'validation.max_items': 'Máximo de {{max}} itens',
  'validation.blank_item': 'Item não pode ficar em branco',
  'validation.invalid_id': 'Identificador inválido',
  'validation.invalid_timestamp': 'Data e hora inválidas',
  'validation.date_required': 'Data é obrigatória',
  'validation.date_invalid': 'Data inválida',
  'validation.priority_invalid': 'Prioridade inválida',
  'validation.status_invalid': 'Status inválido',
  'validation.integer': 'Deve ser um número inteiro',
  'validation.not_negative': 'Não pode ser negativo',
  'validation.number_too_large': 'Número grande demais',
  'validation.votes_max': 'Máximo de {{max}} votos',
  'validation.phase_range': 'Fase deve ser um número de 1 a 5',
  'validation.request_body_object': 'O corpo da requisição deve ser um objeto JSON.',
  'validation.username_required': 'Nome de usuário é obrigatório',
  'validation.username_min': 'Nome de usuário deve ter pelo menos 3 caracteres',
  'validation.password_required': 'Senha é obrigatória',
  'validation.password_min': 'Senha deve ter pelo menos 8 caracteres',
  'validation.password_max': 'Senha deve ter no máximo 128 caracteres',
  'validation.password_uppercase': 'Deve conter pelo menos uma letra maiúscula',
  'validation.password_lowercase': 'Deve conter pelo menos uma letra minúscula',
  'validation.password_digit': 'Deve conter pelo menos um número',
  'validation.passwords_mismatch': 'Senhas não coincidem',
  'validation.passwords_differ': 'As senhas não coincidem',
  'validation.name_min': 'Nome deve ter pelo menos 2 caracteres',
  'validation.email_invalid': 'Email inválido',
  'validation.email_required': 'Email é obrigatório',
  'validation.job_role_required': 'Cargo/função é obrigatório',
  'validation.industry_required': 'Área de atuação é obrigatória',
  'validation.experience_required': 'Experiência é obrigatória',
  'validation.country_required': 'País é obrigatório',
  'validation.state_required': 'Estado é obrigatório',
  'validation.city_required': 'Cidade é obrigatória',
  'validation.zip_code_min': 'CEP deve ter pelo menos 5 caracteres',
  'validation.max_interests': 'Escolha no máximo {{max}} interesses',
  'validation.role_invalid': 'Papel inválido',
  'validation.profile_picture_too_large': 'A imagem deve ter no máximo 5MB',
  'validation.profile_picture_invalid': 'A foto deve ser uma imagem JPG, PNG, GIF ou WebP',
  'validation.title_required': 'Título é obrigatório',
  'validation.name_required': 'Nome é obrigatório',
  'validation.guest_name_required': 'Digite seu nome',
  'validation.project_name_required': 'Nome do projeto é obrigatório',
  'validation.participant_name_required': 'Nome do participante é obrigatório',
  'validation.location_required': 'Local é obrigatório',
  'validation.context_required': 'Contexto é obrigatório',
  'validation.behavior_required': 'Comportamento é obrigatório',
  'validation.tech_savviness_invalid': 'Nível de familiaridade com tecnologia inválido',
  'validation.age_integer': 'Idade deve ser um número inteiro',
  'validation.age_negative': 'Idade não pode ser negativa',
  'validation.age_max': 'Idade deve ser no máximo {{max}}',
  'validation.image_url_invalid': 'URL da imagem inválida',
  'validation.image_invalid': 'Imagem inválida: use PNG, JPEG, GIF ou WebP',
  'validation.avatar_too_large': 'O avatar deve ter no máximo 256 kB',
  'validation.photo_too_large': 'A foto deve ter no máximo 1MB',
  'validation.image_too_large': 'A imagem deve ter no máximo 2MB',
  'validation.duration_integer': 'Duração deve ser um número inteiro de minutos',
  'validation.interview_duration_min': 'Duração deve ser de pelo menos 1 minuto',
  'validation.interview_duration_max': 'Duração deve ser de no máximo 1440 minutos',
  'validation.user_required': 'Usuário é obrigatório',
  'validation.need_required': 'Necessidade é obrigatória',
  'validation.insight_required': 'Insight é obrigatório',
  'validation.statement_required': 'Declaração é obrigatória',
  'validation.question_required': 'Pergunta é obrigatória',
  'validation.description_required': 'Descrição é obrigatória',
  'validation.scope_invalid': 'Escopo inválido',
  'validation.feasibility_range': 'Viabilidade deve ser de 1 a 5',
  'validation.impact_range': 'Impacto deve ser de 1 a 5',
  'validation.prototype_type_invalid': 'Tipo de protótipo inválido',
  'validation.version_integer': 'Versão deve ser um número inteiro',
  'validation.version_min': 'Versão deve ser no mínimo 1',
  'validation.methodology_required': 'Metodologia é obrigatória',
  'validation.participants_required': 'Número de participantes é obrigatório',
  'validation.participants_integer': 'Participantes deve ser um número inteiro',
  'validation.participants_min': 'Mínimo de 1 participante',
  'validation.participants_max': 'Máximo de 100 participantes',
  'validation.session_duration_min': 'Duração mínima de 1 minuto',
  'validation.session_duration_max': 'Duração máxima de 480 minutos',
  'validation.task_required': 'Tarefa é obrigatória',
  'validation.task_success_required': 'Informe se a tarefa foi concluída',
  'validation.time_integer': 'Tempo deve ser um número inteiro de segundos',
  'validation.time_negative': 'Tempo não pode ser negativo',
  'validation.total_time_integer': 'Tempo total deve ser um número inteiro de segundos',
  'validation.total_time_negative': 'Tempo total não pode ser negativo',
  'validation.participant_required': 'Participante é obrigatório',
  'validation.success_rate_number': 'Taxa de sucesso deve ser um número',
  'validation.success_rate_range': 'Taxa de sucesso deve estar entre 0 e 100',
  'validation.target_invalid': 'Alvo inválido',
  'validation.dot_budget_integer': 'O número de pontos deve ser inteiro',
  'validation.dot_budget_min': 'Cada pessoa tem no mínimo {{min}} ponto',
  'validation.dot_budget_max': 'Cada pessoa tem no máximo {{max}} pontos',
  'validation.timer_duration_range': 'Duração deve ser de 10 segundos a 4 horas',
  'validation.timer_remaining_invalid': 'Tempo restante inválido',
  'validation.wall_group_name_required': 'Dê um nome ao grupo.',
  'validation.position_invalid': 'Posição inválida',
  'validation.quadrant_invalid': 'Quadrante inválido',
  'validation.category_invalid': 'Categoria inválida',
  'validation.content_required': 'Conteúdo é obrigatório',
  'validation.author_required': 'Autor é obrigatório',
  'validation.tag_blank': 'Tag não pode ficar em branco',
  'validation.chat_message_required': 'Mensagem é obrigatória',
  'validation.chat_message_max': 'Mensagem deve ter no máximo {{max}} caracteres',
  'validation.chat_messages_min': 'Envie pelo menos uma mensagem',
  'validation.chat_messages_max': 'Máximo de {{max}} mensagens por conversa',
  'validation.level_invalid': 'Nível inválido',
  'validation.member_role_invalid': 'O papel deve ser editor ou leitor.',
  'validation.plan_invalid': 'Plano inválido',
  'validation.billing_period_invalid': 'Período de cobrança inválido',
  'validation.subscription_status_invalid': 'Status de assinatura inválido',
  'validation.export_format_invalid': 'Formato de exportação inválido',
  'validation.display_name_required': 'Nome de exibição é obrigatório',
  'validation.mutation_ids_order': 'Os identificadores das mutações devem crescer.',

  // Requests --------------------------------------------------------------------------------
  'error.unauthenticated': 'Você precisa entrar para continuar.',
  'error.forbidden': 'Você não tem permissão para fazer isso.',
  'error.admin_only': 'Apenas administradores podem fazer isso.',
  'error.not_found': 'Não encontrado.',
  'error.route_not_found': 'Rota não encontrada: {{method}} {{path}}',
  'error.malformed_json': 'O corpo da requisição não é um JSON válido.',
  'error.payload_too_large': 'O conteúdo enviado é grande demais.',
  'error.payload_too_large_max': 'O conteúdo enviado é grande demais (máximo {{max}}).',
  'error.http': 'A requisição falhou (HTTP {{status}}).',
  'error.internal': 'Erro interno do servidor.',
  'error.database_unavailable':
    'O servidor não alcança o banco de dados no momento. Tente de novo em alguns segundos.',
  'error.bad_origin': 'Origem da requisição não permitida.',
  'error.unsupported_media_type': 'Envie os dados como JSON (application/json).',
  'error.too_many_logins': 'Muitas tentativas de login. Tente novamente em {{minutes}} minuto(s).',
  'error.too_many_signups':
    'Muitos cadastros a partir desta rede. Tente novamente em {{minutes}} minuto(s).',
  'error.too_many_room_lookups':
    'Muitas tentativas com códigos de sala. Tente novamente em {{minutes}} minuto(s).',

  // Missing records, by the name the API gives their kind -----------------------------------
  'not_found.projects': 'Projeto não encontrado',
  'not_found.empathyMaps': 'Mapa de empatia não encontrado',
  'not_found.personas': 'Persona não encontrada',
  'not_found.interviews': 'Entrevista não encontrada',
  'not_found.observations': 'Observação não encontrada',
  'not_found.povStatements': 'POV Statement não encontrado',
  'not_found.hmwQuestions': 'Pergunta HMW não encontrada',
  'not_found.ideas': 'Ideia não encontrada',
  'not_found.prototypes': 'Protótipo não encontrado',
  'not_found.testPlans': 'Plano de teste não encontrado',
  'not_found.testResults': 'Resultado de teste não encontrado',
  'not_found.aiAnalyses': 'Análise não encontrada',
  'not_found.votingSessions': 'Votação não encontrada',
  'not_found.participants': 'Participante não encontrado',
  'not_found.dots': 'Ponto não encontrado',
  'not_found.timers': 'Cronômetro não encontrado',
  'not_found.silentRounds': 'Rodada não encontrada',
  'not_found.wallGroups': 'Grupo não encontrado',
  'not_found.agendaSteps': 'Passo da agenda não encontrado',
  'not_found.roomControls': 'Controle da sala não encontrado',
  'validation.tool_invalid': 'Ferramenta inválida',
  'validation.mode_invalid': 'Modo inválido',
  'validation.color_invalid': 'Cor inválida',
  'validation.step_tool_mode': 'Rodadas privadas e votações funcionam com ideias ou perguntas HMW',
  'not_found.articles': 'Artigo não encontrado',
  'not_found.users': 'Usuário não encontrado',
  'not_found.invitations': 'Convite não encontrado.',
  'not_found.members': 'Membro não encontrado.',
  'not_found.plans': 'Plano não encontrado.',
  'not_found.subscriptions': 'Assinatura não encontrada.',
  'not_found.rooms': 'Sala não encontrada. Confira o código.',

  // Backups (a project's JSON file, read back on any device) --------------------------------
  'backup.other_project': 'Registro de outro projeto',
  'backup.test_plan_missing': 'Plano de teste ausente do backup',
  'backup.session_missing': 'Votação ausente do backup',
  'backup.participant_missing': 'Participante ausente do backup',
  'backup.group_repeated': 'Grupo repetido no backup',

  // Accounts ---------------------------------------------------------------------------------
  'auth.invalid_credentials': 'Usuário ou senha inválidos.',
  'auth.email_taken': 'Este email já está cadastrado. Entre com ele ou use outro email.',
  'user.username_taken': 'Já existe uma conta com este nome de usuário ou email.',
  'user.cannot_demote_self':
    'Você não pode remover o seu próprio acesso de administrador. Peça a outro administrador.',
  'user.cannot_delete_self':
    'Você não pode excluir a sua própria conta. Peça a outro administrador.',
  'profile.email_taken': 'Este email já está em uso por outra conta.',

  // Projects, sharing and sync -------------------------------------------------------------
  'project.owner_only_delete': 'Apenas o dono do projeto pode excluí-lo.',
  'project.viewer_cannot_write':
    'Você tem acesso de leitura a este projeto: só o dono ou um editor pode alterá-lo.',
  'sharing.owner_only': 'Apenas o dono do projeto pode gerenciar os membros.',
  'sharing.invitation_expired': 'Este convite expirou. Peça um novo link.',
  'sharing.owner_role_fixed': 'O papel do dono do projeto não pode ser alterado.',
  'sharing.owner_cannot_leave': 'O dono não pode sair do próprio projeto.',
  'room.not_open': 'Este projeto não tem uma sala aberta.',
  'room.closed': 'Esta sala foi fechada. Peça um novo código a quem conduz a oficina.',
  'room.expired': 'Esta sala expirou. Peça um novo código a quem conduz a oficina.',
  'room.manage_forbidden': 'Apenas o dono e os editores do projeto podem abrir ou fechar a sala.',
  'room.guest_cannot_change':
    'Como convidado, você pode adicionar notas, votar e mudar apenas o que escreveu.',
  'room.guest_not_allowed': 'Convidados de uma sala não têm acesso a isto.',
  'room.facilitator_only': 'Apenas quem conduz a oficina pode fazer isto.',
  'room.owner_only_facilitators': 'Apenas o dono do projeto escolhe quem conduz a oficina.',
  'room.project_locked': 'O facilitador bloqueou este projeto: você pode ler, mas não alterar.',
  'room.tool_locked':
    'O facilitador bloqueou esta ferramenta ({{tool}}): você pode ler, mas não alterar.',
  'upstream.not_configured':
    'Este servidor não está ligado a uma nuvem (UPSTREAM_URL não definido).',
  'upstream.login_failed': 'A nuvem recusou este e-mail ou senha.',
  'upstream.unreachable':
    'A nuvem não responde agora. O trabalho da sala fica guardado aqui e será enviado quando ela voltar.',
  'upstream.session_expired':
    'A sessão na nuvem expirou. Conecte-se de novo para continuar enviando.',
  'upstream.outdated':
    'A nuvem roda outra versão do Trilha. Atualize este computador ou a nuvem para continuar enviando.',
  'upstream.refused': 'A nuvem recusou {{changes}} alterações da sala.',
  'sync.database_unavailable':
    'O servidor não alcança o banco de dados no momento: suas alterações estão guardadas neste dispositivo e serão enviadas assim que ele voltar.',
  'sync.id_taken': 'Este identificador já está em uso por outro registro.',
  'sync.unknown_mutation': 'Mutação desconhecida: {{name}}',
  'sync.invalid_record': 'Dados inválidos para este registro.',
  'sync.voting_revealed':
    'Os resultados desta votação já foram revelados: os pontos não mudam mais.',
  'sync.voting_closed': 'Esta votação foi encerrada: os pontos não mudam mais.',
  'sync.voting_ended': 'O tempo desta votação acabou: os pontos não mudam mais.',
  'sync.reveal_before_apply': 'Revele os resultados antes de somá-los aos votos.',
  'sync.wall_group_name_taken': 'Já existe um grupo com esse nome.',
  'sync.device_of_other_account': 'Este dispositivo está registrado para outra conta.',
  'sync.invalid_cursor': 'Cursor de sincronização inválido.',
  'sync.outdated_client':
    'Há uma nova versão do Trilha. Atualize o aplicativo para sincronizar; suas alterações continuam guardadas neste dispositivo.',
  'sync.storage_full':
    'O armazenamento deste dispositivo está cheio. Libere espaço para continuar salvando.',
  'sync.failed': 'Não foi possível sincronizar agora. O Trilha tentará de novo em instantes.',

  // Plans and billing ------------------------------------------------------------------------
  'plan_limit.maxProjects':
    'Você atingiu o limite de {{max}} projetos do plano {{plan}}. Faça upgrade para continuar.',
  'plan_limit.maxPersonasPerProject':
    'Você atingiu o limite de {{max}} personas por projeto do plano {{plan}}. Faça upgrade para continuar.',
  'plan_limit.aiChatLimit':
    'Você atingiu o limite de {{max}} perguntas à IA por mês do plano {{plan}}. Faça upgrade para continuar.',
  'plan_limit.libraryArticlesCount':
    'O plano {{plan}} dá acesso a {{max}} artigos da biblioteca. Faça upgrade para continuar.',
  'plan_limit.maxUsersPerTeam':
    'O plano {{plan}} permite {{max}} usuários por equipe. Faça upgrade para continuar.',
  'plan_limit.feature_aiAnalysis':
    'O plano {{plan}} não inclui a análise dos projetos com IA. Faça upgrade para usá-la.',
  'plan_limit.feature_templates':
    'O plano {{plan}} não inclui templates nem as ferramentas avançadas. Faça upgrade para usá-los.',
  'plan_limit.feature_comments':
    'O plano do projeto ({{plan}}) não inclui comentários e feedback. Faça upgrade para comentar.',
  'plan_limit.feature_sso': 'O plano {{plan}} não inclui SSO (login único).',
  'plan_limit.feature_customApi':
    'O plano {{plan}} não inclui a API personalizada. Faça upgrade para criar tokens de API.',
  'plan_limit.feature_integrations':
    'O plano {{plan}} não inclui integrações personalizadas. Faça upgrade para criar webhooks.',
  'plan_limit.feature_support': 'O plano {{plan}} não inclui o suporte 24/7.',
  'plan_limit.collaboration':
    'O plano {{plan}} não inclui colaboração. Faça upgrade para compartilhar projetos.',
  'plan_limit.maxRoomGuests':
    'A sala do plano {{plan}} recebe até {{max}} convidados. Faça upgrade para receber mais.',
  'billing.payment_provider_error':
    'O provedor de pagamentos não respondeu como esperado. Tente novamente em instantes.',
  'billing.not_configured':
    'Os pagamentos não estão configurados neste servidor. Tente novamente mais tarde.',
  'billing.invalid_signature': 'Assinatura do webhook do Stripe inválida.',
  'billing.free_plan': 'Você está no plano Free: não há assinatura para cancelar ou retomar.',
  'billing.subscription_ended':
    'A assinatura já foi encerrada: escolha um plano para assinar de novo.',
  'billing.already_canceled': 'A assinatura já está cancelada para o fim do período.',
  'billing.not_canceled': 'A assinatura não está cancelada.',
  'billing.no_payment_account':
    'Não há forma de pagamento cadastrada: escolha um plano pago primeiro.',

  // The AI mentor and analysis ---------------------------------------------------------------
  'ai.not_configured':
    'A IA não está configurada neste servidor (falta a variável OPENAI_API_KEY). O restante do Trilha funciona normalmente.',
  'ai.invalid_answer': 'O serviço de IA devolveu uma resposta inválida. Tente novamente.',
  'ai.timeout': 'O serviço de IA demorou demais para responder. Tente novamente.',
  'ai.key_rejected': 'O serviço de IA recusou a chave configurada (OPENAI_API_KEY).',
  'ai.busy': 'O serviço de IA está sobrecarregado no momento. Tente novamente em instantes.',
  'ai.unavailable': 'Não foi possível obter uma resposta do serviço de IA. Tente novamente.',

  // Comments and feedback (issue 32) ------------------------------------------------------
  'validation.comment_text_required': 'Escreva o comentário.',
  'validation.comment_target_invalid':
    'Um comentário é sobre o projeto ou sobre um dos seus registros.',
  'not_found.comments': 'Comentário não encontrado',
  'comment.author_only_edit': 'Só quem escreveu o comentário pode alterar o texto.',
  'comment.author_or_owner_delete':
    'Só quem escreveu o comentário ou o dono do projeto pode excluí-lo.',
  'comment.resolve_thread_only': 'Resolva ou reabra a conversa pelo primeiro comentário dela.',
  'comment.reply_to_reply': 'Responda ao primeiro comentário da conversa.',

  // Templates (issue 32) ------------------------------------------------------------------
  'templates.not_found': 'Template não encontrado, ou não disponível para a sua conta.',
  'templates.id_invalid': 'Escolha um template válido.',
  'templates.too_large':
    'Este projeto é grande demais para virar template: no máximo {{max}} registros e 512 KB.',

  // Single sign-on (issue 32) -------------------------------------------------------------
  'sso.not_configured': 'O login único (SSO) não está configurado neste servidor.',
  'sso.state_mismatch':
    'O login com SSO expirou ou foi iniciado em outro navegador. Tente de novo.',
  'sso.provider_error': 'O provedor de identidade recusou o login ou não respondeu. Tente de novo.',
  'sso.email_unverified':
    'O provedor de identidade não confirmou o seu e-mail: confirme-o lá e tente de novo.',
  'sso.failed': 'Não foi possível entrar com SSO. Tente de novo em instantes.',

  // API tokens (issue 32) -----------------------------------------------------------------
  'validation.api_token_scope_invalid': "Permissão inválida: use 'read' ou 'write'",
  'validation.api_token_scope_required': 'Escolha ao menos uma permissão',
  'api_token.invalid': 'Token de API inválido ou revogado.',
  'api_token.read_only': 'Este token de API só pode ler: crie um token com permissão de escrita.',
  'api_token.session_only':
    'Esta operação não aceita token de API: entre no Trilha pelo navegador.',
  'api_token.not_found': 'Token de API não encontrado.',
  'api_token.too_many_failures':
    'Muitos tokens de API inválidos. Tente novamente em {{minutes}} minuto(s).',

  // Outgoing webhooks (issue 32) ----------------------------------------------------------
  'validation.webhook_url_invalid': 'Informe um endereço que comece com http:// ou https://.',
  'validation.webhook_events_required': 'Escolha ao menos um evento.',
  'validation.webhook_event_invalid': 'Evento desconhecido.',
  'webhooks.address_not_allowed':
    'O endereço {{host}} é da rede local ou privada: webhooks só vão para endereços públicos.',
  'webhooks.host_not_found': 'O endereço {{host}} não foi encontrado.',
  'webhooks.not_found': 'Webhook não encontrado.',

  // Time on projects (issue 32) -----------------------------------------------------------
  'not_found.timeSpent': 'Registro de tempo não encontrado',
  'time_spent.seconds_too_few': 'Cada registro de tempo soma pelo menos {{min}} segundo',
  'time_spent.seconds_too_many': 'Cada registro de tempo soma no máximo {{max}} segundos',
} as const;
