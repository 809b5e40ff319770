import type { MessageTexts } from '../catalogue';

/** The boundary messages in French (docs/decisions/0018). */
export const FR: MessageTexts = {
  'validation.invalid': 'Données invalides.',
  'validation.malformed_text': 'Le texte contient des caractères invalides.',
  'validation.max_chars': '{{max}} caractères au maximum',
  'validation.max_items': '{{max}} éléments au maximum',
  'validation.blank_item': "L'élément ne peut pas être vide",
  'validation.invalid_id': 'Identifiant invalide',
  'validation.invalid_timestamp': 'Date et heure invalides',
  'validation.date_required': 'La date est obligatoire',
  'validation.date_invalid': 'Date invalide',
  'validation.priority_invalid': 'Priorité invalide',
  'validation.status_invalid': 'Statut invalide',
  'validation.integer': 'Doit être un nombre entier',
  'validation.not_negative': 'Ne peut pas être négatif',
  'validation.number_too_large': 'Nombre trop grand',
  'validation.votes_max': '{{max}} votes au maximum',
  'validation.phase_range': 'La phase doit être un nombre de 1 à 5',
  'validation.request_body_object': 'Le corps de la requête doit être un objet JSON.',
  'validation.username_required': "Le nom d'utilisateur est obligatoire",
  'validation.username_min': "Le nom d'utilisateur doit comporter au moins 3 caractères",
  'validation.password_required': 'Le mot de passe est obligatoire',
  'validation.password_min': 'Le mot de passe doit comporter au moins 8 caractères',
  'validation.password_max': 'Le mot de passe doit comporter au plus 128 caractères',
  'validation.password_uppercase': 'Doit contenir au moins une lettre majuscule',
  'validation.password_lowercase': 'Doit contenir au moins une lettre minuscule',
  'validation.password_digit': 'Doit contenir au moins un chiffre',
  'validation.passwords_mismatch': 'Les mots de passe ne correspondent pas',
  'validation.passwords_differ': 'Les mots de passe ne correspondent pas',
  'validation.name_min': 'Le nom doit comporter au moins 2 caractères',
  'validation.email_invalid': 'E-mail invalide',
  'validation.email_required': "L'e-mail est obligatoire",
  'validation.job_role_required': 'Le poste/fonction est obligatoire',
  'validation.industry_required': "Le secteur d'activité est obligatoire",
  'validation.experience_required': "L'expérience est obligatoire",
  'validation.country_required': 'Le pays est obligatoire',
  'validation.state_required': "L'état/région est obligatoire",
  'validation.city_required': 'La ville est obligatoire',
  'validation.zip_code_min': 'Le code postal doit comporter au moins 5 caractères',
  'validation.max_interests': "Choisissez au plus {{max}} centres d'intérêt",
  'validation.role_invalid': 'Rôle invalide',
  'validation.profile_picture_too_large': "L'image ne doit pas dépasser 5 Mo",
  'validation.profile_picture_invalid': 'La photo doit être une image JPG, PNG, GIF ou WebP',
  'validation.title_required': 'Le titre est obligatoire',
  'validation.name_required': 'Le nom est obligatoire',
  'validation.guest_name_required': 'Saisissez votre nom',
  'validation.project_name_required': 'Le nom du projet est obligatoire',
  'validation.participant_name_required': 'Le nom du participant est obligatoire',
  'validation.location_required': 'Le lieu est obligatoire',
  'validation.context_required': 'Le contexte est obligatoire',
  'validation.behavior_required': 'Le comportement est obligatoire',
  'validation.tech_savviness_invalid': 'Niveau de familiarité avec la technologie invalide',
  'validation.age_integer': "L'âge doit être un nombre entier",
  'validation.age_negative': "L'âge ne peut pas être négatif",
  'validation.age_max': "L'âge doit être au plus {{max}}",
  'validation.image_url_invalid': "URL de l'image invalide",
  'validation.image_invalid': 'Image invalide : utilisez PNG, JPEG, GIF ou WebP',
  'validation.avatar_too_large': "L'avatar ne doit pas dépasser 256 Ko",
  'validation.photo_too_large': 'Une photo ne doit pas dépasser 1 Mo',
  'validation.image_too_large': 'Une image ne doit pas dépasser 2 Mo',
  'validation.duration_integer': 'La durée doit être un nombre entier de minutes',
  'validation.interview_duration_min': "La durée doit être d'au moins 1 minute",
  'validation.interview_duration_max': "La durée doit être d'au plus 1440 minutes",
  'validation.user_required': "L'utilisateur est obligatoire",
  'validation.need_required': 'Le besoin est obligatoire',
  'validation.insight_required': "L'insight est obligatoire",
  'validation.statement_required': "L'énoncé est obligatoire",
  'validation.question_required': 'La question est obligatoire',
  'validation.description_required': 'La description est obligatoire',
  'validation.scope_invalid': 'Portée invalide',
  'validation.feasibility_range': 'La faisabilité doit aller de 1 à 5',
  'validation.impact_range': "L'impact doit aller de 1 à 5",
  'validation.prototype_type_invalid': 'Type de prototype invalide',
  'validation.version_integer': 'La version doit être un nombre entier',
  'validation.version_min': 'La version doit être au moins 1',
  'validation.methodology_required': 'La méthodologie est obligatoire',
  'validation.participants_required': 'Le nombre de participants est obligatoire',
  'validation.participants_integer': 'Le nombre de participants doit être un entier',
  'validation.participants_min': 'Au moins 1 participant',
  'validation.participants_max': 'Au plus 100 participants',
  'validation.session_duration_min': 'Durée minimale de 1 minute',
  'validation.session_duration_max': 'Durée maximale de 480 minutes',
  'validation.task_required': 'La tâche est obligatoire',
  'validation.task_success_required': 'Indiquez si la tâche a été accomplie',
  'validation.time_integer': 'Le temps doit être un nombre entier de secondes',
  'validation.time_negative': 'Le temps ne peut pas être négatif',
  'validation.total_time_integer': 'Le temps total doit être un nombre entier de secondes',
  'validation.total_time_negative': 'Le temps total ne peut pas être négatif',
  'validation.participant_required': 'Le participant est obligatoire',
  'validation.success_rate_number': 'Indiquez le taux de réussite',
  'validation.success_rate_range': 'Le taux de réussite doit être compris entre 0 et 100',
  'validation.target_invalid': 'Cible invalide',
  'validation.dot_budget_integer': 'Le nombre de gommettes doit être un nombre entier',
  'validation.dot_budget_min': 'Chaque personne a au moins {{min}} gommette',
  'validation.dot_budget_max': 'Chaque personne a au plus {{max}} gommettes',
  'validation.timer_duration_range': 'La durée doit aller de 10 secondes à 4 heures',
  'validation.timer_remaining_invalid': 'Temps restant invalide',
  'validation.wall_group_name_required': 'Donnez un nom au groupe.',
  'validation.position_invalid': 'Position invalide',
  'validation.quadrant_invalid': 'Quadrant invalide',
  'validation.category_invalid': 'Catégorie invalide',
  'validation.content_required': 'Le contenu est obligatoire',
  'validation.author_required': "L'auteur est obligatoire",
  'validation.tag_blank': 'Un tag ne peut pas être vide',
  'validation.chat_message_required': 'Le message est obligatoire',
  'validation.chat_message_max': 'Un message ne doit pas dépasser {{max}} caractères',
  'validation.chat_messages_min': 'Envoyez au moins un message',
  'validation.chat_messages_max': '{{max}} messages au maximum par conversation',
  'validation.level_invalid': 'Niveau invalide',
  'validation.member_role_invalid': 'Le rôle doit être éditeur ou lecteur.',
  'validation.plan_invalid': 'Formule invalide',
  'validation.billing_period_invalid': 'Période de facturation invalide',
  'validation.subscription_status_invalid': "Statut d'abonnement invalide",
  'validation.export_format_invalid': "Format d'export invalide",
  'validation.display_name_required': "Le nom d'affichage est obligatoire",
  'validation.mutation_ids_order': 'Les identifiants des modifications doivent croître.',

  'error.unauthenticated': 'Vous devez vous connecter pour continuer.',
  'error.forbidden': "Vous n'avez pas l'autorisation de faire cela.",
  'error.admin_only': 'Seuls les administrateurs peuvent faire cela.',
  'error.not_found': 'Introuvable.',
  'error.route_not_found': 'Route introuvable : {{method}} {{path}}',
  'error.malformed_json': "Le corps de la requête n'est pas un JSON valide.",
  'error.payload_too_large': 'Le contenu envoyé est trop volumineux.',
  'error.payload_too_large_max': 'Le contenu envoyé est trop volumineux ({{max}} au maximum).',
  'error.http': 'La requête a échoué (HTTP {{status}}).',
  'error.internal': 'Erreur interne du serveur.',
  'error.database_unavailable':
    'Le serveur ne peut pas joindre sa base de données pour le moment. Réessayez dans quelques secondes.',
  'error.bad_origin': 'Origine de la requête non autorisée.',
  'error.unsupported_media_type': 'Envoyez les données en JSON (application/json).',
  'error.too_many_logins': 'Trop de tentatives de connexion. Réessayez dans {{minutes}} minute(s).',
  'error.too_many_signups':
    'Trop d’inscriptions depuis ce réseau. Réessayez dans {{minutes}} minute(s).',
  'error.too_many_room_lookups':
    'Trop de tentatives de codes de salle. Réessayez dans {{minutes}} minute(s).',

  'not_found.projects': 'Projet introuvable',
  'not_found.empathyMaps': "Carte d'empathie introuvable",
  'not_found.personas': 'Persona introuvable',
  'not_found.interviews': 'Entretien introuvable',
  'not_found.observations': 'Observation introuvable',
  'not_found.povStatements': 'POV Statement introuvable',
  'not_found.hmwQuestions': 'Question HMW introuvable',
  'not_found.ideas': 'Idée introuvable',
  'not_found.prototypes': 'Prototype introuvable',
  'not_found.testPlans': 'Plan de test introuvable',
  'not_found.testResults': 'Résultat de test introuvable',
  'not_found.aiAnalyses': 'Analyse introuvable',
  'not_found.votingSessions': 'Vote introuvable',
  'not_found.participants': 'Participant introuvable',
  'not_found.dots': 'Gommette introuvable',
  'not_found.timers': 'Minuteur introuvable',
  'not_found.silentRounds': 'Tour introuvable',
  'not_found.wallGroups': 'Groupe introuvable',
  'not_found.agendaSteps': 'Étape de l’agenda introuvable',
  'not_found.roomControls': 'Contrôle de la salle introuvable',
  'validation.tool_invalid': 'Outil non valide',
  'validation.mode_invalid': 'Mode non valide',
  'validation.color_invalid': 'Couleur non valide',
  'validation.step_tool_mode':
    'Les tours privés et les votes portent sur des idées ou des questions HMW',
  'not_found.articles': 'Article introuvable',
  'not_found.users': 'Utilisateur introuvable',
  'not_found.invitations': 'Invitation introuvable.',
  'not_found.members': 'Membre introuvable.',
  'not_found.plans': 'Formule introuvable.',
  'not_found.subscriptions': 'Abonnement introuvable.',
  'not_found.rooms': 'Salle introuvable. Vérifiez le code.',

  'backup.other_project': "Élément d'un autre projet",
  'backup.test_plan_missing': 'Plan de test absent de la sauvegarde',
  'backup.session_missing': 'Vote absent de la sauvegarde',
  'backup.participant_missing': 'Participant absent de la sauvegarde',
  'backup.group_repeated': 'Groupe en double dans la sauvegarde',

  'auth.invalid_credentials': "Nom d'utilisateur ou mot de passe invalide.",
  'auth.email_taken':
    'Cet e-mail est déjà inscrit. Connectez-vous avec lui ou utilisez un autre e-mail.',
  'user.username_taken': "Un compte avec ce nom d'utilisateur ou cet e-mail existe déjà.",
  'user.cannot_demote_self':
    "Vous ne pouvez pas retirer votre propre accès d'administrateur. Demandez à un autre administrateur.",
  'user.cannot_delete_self':
    'Vous ne pouvez pas supprimer votre propre compte. Demandez à un autre administrateur.',
  'profile.email_taken': 'Cet e-mail est déjà utilisé par un autre compte.',

  'project.owner_only_delete': 'Seul le propriétaire du projet peut le supprimer.',
  'project.viewer_cannot_write':
    'Vous avez un accès en lecture à ce projet : seul le propriétaire ou un éditeur peut le modifier.',
  'sharing.owner_only': 'Seul le propriétaire du projet peut gérer ses membres.',
  'sharing.invitation_expired': 'Cette invitation a expiré. Demandez un nouveau lien.',
  'sharing.owner_role_fixed': 'Le rôle du propriétaire du projet ne peut pas être modifié.',
  'sharing.owner_cannot_leave': 'Le propriétaire ne peut pas quitter son propre projet.',
  'room.not_open': "Ce projet n'a pas de salle ouverte.",
  'room.closed': "Cette salle a été fermée. Demandez un nouveau code à l'animateur de l'atelier.",
  'room.expired': "Cette salle a expiré. Demandez un nouveau code à l'animateur de l'atelier.",
  'room.manage_forbidden':
    'Seuls le propriétaire et les éditeurs du projet peuvent ouvrir ou fermer la salle.',
  'room.guest_cannot_change':
    'En tant qu’invité, vous pouvez ajouter des notes, voter et modifier seulement ce que vous avez écrit.',
  'room.guest_not_allowed': "Les invités d'une salle n'ont pas accès à ceci.",
  'room.facilitator_only': "Seule la personne qui anime l'atelier peut faire cela.",
  'room.owner_only_facilitators': "Seul le propriétaire du projet choisit qui anime l'atelier.",
  'room.project_locked':
    "L'animateur a verrouillé ce projet : vous pouvez le lire, mais pas le modifier.",
  'room.tool_locked':
    "L'animateur a verrouillé cet outil ({{tool}}) : vous pouvez le lire, mais pas le modifier.",
  'upstream.not_configured':
    "Ce serveur n'est relié à aucun cloud (UPSTREAM_URL n'est pas défini).",
  'upstream.login_failed': 'Le cloud a refusé cet e-mail ou ce mot de passe.',
  'upstream.unreachable':
    "Le cloud ne répond pas pour l'instant. Le travail de la salle est gardé ici et sera envoyé à son retour.",
  'upstream.session_expired':
    "La session du cloud a expiré. Reconnectez-vous pour continuer l'envoi.",
  'upstream.outdated':
    "Le cloud utilise une autre version de Trilha. Mettez à jour cet ordinateur ou le cloud pour continuer l'envoi.",
  'upstream.refused': 'Le cloud a refusé {{changes}} modifications de la salle.',
  'sync.database_unavailable':
    'Le serveur ne peut pas joindre sa base de données pour le moment : vos modifications sont enregistrées sur cet appareil et seront envoyées dès son retour.',
  'sync.id_taken': 'Cet identifiant est déjà utilisé par un autre élément.',
  'sync.unknown_mutation': 'Modification inconnue : {{name}}',
  'sync.invalid_record': 'Données invalides pour cet élément.',
  'sync.voting_revealed':
    'Les résultats de ce vote ont déjà été révélés : les gommettes ne changent plus.',
  'sync.voting_closed': 'Ce vote est clos : les gommettes ne changent plus.',
  'sync.voting_ended': 'Le temps de ce vote est écoulé : les gommettes ne changent plus.',
  'sync.reveal_before_apply': 'Révélez les résultats avant de les ajouter aux votes.',
  'sync.wall_group_name_taken': 'Un groupe porte déjà ce nom.',
  'sync.device_of_other_account': 'Cet appareil est enregistré pour un autre compte.',
  'sync.invalid_cursor': 'Curseur de synchronisation invalide.',
  'sync.outdated_client':
    "Une nouvelle version de Trilha est disponible. Mettez l'application à jour pour synchroniser ; vos modifications restent enregistrées sur cet appareil.",
  'sync.storage_full':
    "Le stockage de cet appareil est plein. Libérez de l'espace pour continuer à enregistrer.",
  'sync.failed': 'Impossible de synchroniser pour le moment. Trilha réessaiera sous peu.',

  'plan_limit.maxProjects':
    'Vous avez atteint la limite de {{max}} projets de la formule {{plan}}. Passez à une formule supérieure pour continuer.',
  'plan_limit.maxPersonasPerProject':
    'Vous avez atteint la limite de {{max}} personas par projet de la formule {{plan}}. Passez à une formule supérieure pour continuer.',
  'plan_limit.aiChatLimit':
    "Vous avez atteint la limite de {{max}} questions à l'IA par mois de la formule {{plan}}. Passez à une formule supérieure pour continuer.",
  'plan_limit.libraryArticlesCount':
    'La formule {{plan}} donne accès à {{max}} articles de la bibliothèque. Passez à une formule supérieure pour continuer.',
  'plan_limit.maxUsersPerTeam':
    'La formule {{plan}} permet {{max}} utilisateurs par équipe. Passez à une formule supérieure pour continuer.',
  'plan_limit.feature_aiAnalysis':
    "La formule {{plan}} ne comprend pas l'analyse des projets par IA. Passez à une formule supérieure pour l'utiliser.",
  'plan_limit.feature_templates':
    'La formule {{plan}} ne comprend ni les modèles ni les outils avancés. Passez à une formule supérieure pour les utiliser.',
  'plan_limit.feature_comments':
    'La formule du projet ({{plan}}) ne comprend pas les commentaires. Passez à une formule supérieure pour commenter.',
  'plan_limit.feature_sso': 'La formule {{plan}} ne comprend pas le SSO (authentification unique).',
  'plan_limit.feature_customApi':
    "La formule {{plan}} ne comprend pas l'API personnalisée. Passez à une formule supérieure pour créer des jetons d'API.",
  'plan_limit.feature_integrations':
    'La formule {{plan}} ne comprend pas les intégrations personnalisées. Passez à une formule supérieure pour créer des webhooks.',
  'plan_limit.feature_support': 'La formule {{plan}} ne comprend pas le support 24/7.',
  'plan_limit.collaboration':
    'La formule {{plan}} ne comprend pas la collaboration. Passez à une formule supérieure pour partager des projets.',
  'plan_limit.maxRoomGuests':
    'Une salle du forfait {{plan}} accueille jusqu’à {{max}} invités. Passez à un forfait supérieur pour en accueillir plus.',
  'billing.payment_provider_error':
    "Le prestataire de paiement n'a pas répondu comme prévu. Réessayez dans un instant.",
  'billing.not_configured':
    'Les paiements ne sont pas configurés sur ce serveur. Réessayez plus tard.',
  'billing.invalid_signature': 'Signature du webhook Stripe invalide.',
  'billing.free_plan':
    "Vous êtes sur la formule Free : il n'y a pas d'abonnement à annuler ou à reprendre.",
  'billing.subscription_ended':
    "L'abonnement est terminé : choisissez une formule pour vous abonner à nouveau.",
  'billing.already_canceled': "L'abonnement est déjà annulé pour la fin de la période.",
  'billing.not_canceled': "L'abonnement n'est pas annulé.",
  'billing.no_payment_account':
    "Aucun moyen de paiement n'est enregistré : choisissez d'abord une formule payante.",

  'ai.not_configured':
    "L'IA n'est pas configurée sur ce serveur (la variable OPENAI_API_KEY manque). Le reste de Trilha fonctionne normalement.",
  'ai.invalid_answer': "Le service d'IA a renvoyé une réponse invalide. Réessayez.",
  'ai.timeout': "Le service d'IA a mis trop de temps à répondre. Réessayez.",
  'ai.key_rejected': "Le service d'IA a refusé la clé configurée (OPENAI_API_KEY).",
  'ai.busy': "Le service d'IA est surchargé en ce moment. Réessayez dans un instant.",
  'ai.unavailable': "Impossible d'obtenir une réponse du service d'IA. Réessayez.",

  // Comments and feedback (issue 32) ------------------------------------------------------
  'validation.comment_text_required': 'Écrivez le commentaire.',
  'validation.comment_target_invalid':
    'Un commentaire porte sur le projet ou sur l’un de ses éléments.',
  'not_found.comments': 'Commentaire introuvable',
  'comment.author_only_edit':
    'Seule la personne qui a écrit le commentaire peut en modifier le texte.',
  'comment.author_or_owner_delete':
    'Seule la personne qui a écrit le commentaire ou le propriétaire du projet peut le supprimer.',
  'comment.resolve_thread_only':
    'Résolvez ou rouvrez la discussion depuis son premier commentaire.',
  'comment.reply_to_reply': 'Répondez au premier commentaire de la discussion.',

  // Templates (issue 32) ------------------------------------------------------------------
  'templates.not_found': 'Modèle introuvable, ou non disponible pour votre compte.',
  'templates.id_invalid': 'Choisissez un modèle valide.',
  'templates.too_large':
    'Ce projet est trop grand pour devenir un modèle : au plus {{max}} enregistrements et 512 Ko.',

  // Single sign-on (issue 32) -------------------------------------------------------------
  'sso.not_configured': "L'authentification unique (SSO) n'est pas configurée sur ce serveur.",
  'sso.state_mismatch':
    'La connexion SSO a expiré ou a été commencée dans un autre navigateur. Réessayez.',
  'sso.provider_error':
    "Le fournisseur d'identité a refusé la connexion ou n'a pas répondu. Réessayez.",
  'sso.email_unverified':
    "Le fournisseur d'identité n'a pas vérifié votre e-mail : vérifiez-le chez lui et réessayez.",
  'sso.failed': 'Impossible de se connecter avec le SSO. Réessayez dans un instant.',

  // API tokens (issue 32) -----------------------------------------------------------------
  'validation.api_token_scope_invalid': "Portée invalide : utilisez 'read' ou 'write'",
  'validation.api_token_scope_required': 'Choisissez au moins une portée',
  'api_token.invalid': "Jeton d'API invalide ou révoqué.",
  'api_token.read_only':
    "Ce jeton d'API ne peut que lire : créez un jeton avec la portée d'écriture.",
  'api_token.session_only':
    "Cette opération n'accepte pas de jeton d'API : connectez-vous à Trilha dans un navigateur.",
  'api_token.not_found': "Jeton d'API introuvable.",
  'api_token.too_many_failures':
    "Trop de jetons d'API invalides. Réessayez dans {{minutes}} minute(s).",

  // Outgoing webhooks (issue 32) ----------------------------------------------------------
  'validation.webhook_url_invalid': 'Saisissez une adresse qui commence par http:// ou https://.',
  'validation.webhook_events_required': 'Choisissez au moins un événement.',
  'validation.webhook_event_invalid': 'Événement inconnu.',
  'webhooks.address_not_allowed':
    'L’adresse {{host}} est sur un réseau local ou privé : les webhooks ne vont qu’à des adresses publiques.',
  'webhooks.host_not_found': 'L’adresse {{host}} est introuvable.',
  'webhooks.not_found': 'Webhook introuvable.',

  // Time on projects (issue 32) -----------------------------------------------------------
  'not_found.timeSpent': 'Temps enregistré introuvable',
  'time_spent.seconds_too_few': 'Chaque ajout de temps compte au moins {{min}} seconde',
  'time_spent.seconds_too_many': 'Chaque ajout de temps compte au plus {{max}} secondes',
};
