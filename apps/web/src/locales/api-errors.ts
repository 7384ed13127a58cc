/**
 * What a player reads when the judge refuses a request: one line per error code of the API
 * (docs/API.md, `error` in the body), so the sentence is the catalog's in the player's language and
 * not the server's English. Codes whose server message carries details the code alone does not
 * say (`not-found`, `forbidden`, `bad-request`, `invalid-options`…) keep the server's message.
 * Spread into `en.ts` and `fr.ts`; the French has the English one's keys (its type says so).
 */
import { frenchTypography } from '@diadochi/kernel';

export const apiErrorsEn = {
  'api.stale-step': 'The game moved on while you were choosing: here is where it stands now.',
  'api.game-moving': 'The game changed while your decision was being checked: look again and resend it.',
  'api.not-your-decision': 'No decision is expected from you at this moment.',
  'api.game-over': 'The game is over: no decision is expected.',
  'api.not-running': 'The game is not running (forming, paused or over).',
  'api.invalid-decision': 'The decision has problems: each is shown where it is.',
  'api.nothing-submitted': 'Send a decision before saying you are ready.',
  'api.engine-busy': 'The rules engine is busy: try again in a moment.',
  'api.engine-timeout': 'The rules engine took too long on this request: it was stopped and nothing was changed.',
  'api.rate-limited': 'Too many requests: wait a little.',
  'api.login-throttled': 'Too many failed logins for this name: wait before trying again.',
  'api.bad-credentials': 'Unknown name or wrong password.',
  'api.name-taken': 'That name is taken.',
  'api.csrf': 'Your session token is missing or old: reload the page.',
  'api.unauthorized': 'Log in first.',
  'api.game-full': 'Every seat is taken.',
  'api.reliability-too-low': 'This game asks for more reliability (phases sent on time) than your record shows.',
  'api.bad-bot-levels': 'A bot level is not one this game offers.',
  'api.already-joined': 'You have already joined this game.',
  'api.not-joined': 'Join the game first.',
  'api.no-press': 'Press opens when the game starts.',
  'api.no-press-game': 'This is a no-press (gunboat) game: players send no messages.',
  'api.bot-games-quota': 'You have reached the limit on games played by bots alone: wait for one to end.',
  'api.json-too-deep': 'The request is nested too deeply and was refused.',
  'api.internal': 'Something went wrong on the server; nothing was changed.',
  // Notifications and playing by e-mail (issue 21 items 1, 2; docs/API.md).
  'api.mail-off': 'This server sends no mail (no mail server is configured).',
  'api.mail-failed': 'The mail server refused the mail: try again later.',
  'api.bad-code': 'That code is unknown, already used or expired: ask for a new one.',
  'api.bad-webhook-url': 'That webhook address is refused: it must be an http(s) address of a public host, with no name or password in it.',
  'api.no-webhook': 'Save a webhook address first.',
  'api.not-seated': 'Only a player seated in the game can play it by e-mail.',
  'api.email-not-verified': 'Verify an e-mail address first.',
  'api.mail-play-off': 'This server takes no orders by e-mail (no incoming mail is configured).',
};

/** French, with the kernel's typography (no-break spaces before `:` `;` `?` `!`). */
export const apiErrorsFr: Record<keyof typeof apiErrorsEn, string> = Object.fromEntries(
  Object.entries({
    'api.stale-step': 'La partie a avancé pendant votre choix : voici où elle en est.',
    'api.game-moving': 'La partie a changé pendant la vérification de votre décision : regardez de nouveau et renvoyez-la.',
    'api.not-your-decision': 'Aucune décision n’est attendue de vous en ce moment.',
    'api.game-over': 'La partie est terminée : aucune décision n’est attendue.',
    'api.not-running': 'La partie n’est pas en cours (en formation, en pause ou terminée).',
    'api.invalid-decision': 'La décision a des problèmes : chacun est montré à sa place.',
    'api.nothing-submitted': 'Envoyez une décision avant de vous dire prêt.',
    'api.engine-busy': 'Le moteur de règles est occupé : réessayez dans un instant.',
    'api.engine-timeout': 'Le moteur de règles a mis trop longtemps : la demande a été arrêtée et rien n’a changé.',
    'api.rate-limited': 'Trop de requêtes : patientez un peu.',
    'api.login-throttled': 'Trop de connexions manquées pour ce nom : patientez avant de réessayer.',
    'api.bad-credentials': 'Nom inconnu ou mot de passe erroné.',
    'api.name-taken': 'Ce nom est déjà pris.',
    'api.csrf': 'Le jeton de votre session manque ou a expiré : rechargez la page.',
    'api.unauthorized': 'Connectez-vous d’abord.',
    'api.game-full': 'Toutes les places sont prises.',
    'api.reliability-too-low': 'Cette partie demande plus de fiabilité (phases jouées à temps) que votre bilan n’en montre.',
    'api.bad-bot-levels': 'Un niveau de bot n’est pas proposé par ce jeu.',
    'api.already-joined': 'Vous avez déjà rejoint cette partie.',
    'api.not-joined': 'Rejoignez d’abord la partie.',
    'api.no-press': 'La presse s’ouvre au début de la partie.',
    'api.no-press-game': 'Cette partie est sans presse (gunboat) : les joueurs n’envoient pas de messages.',
    'api.bot-games-quota': 'Vous avez atteint la limite de parties jouées par des robots seuls : attendez qu’une se termine.',
    'api.json-too-deep': 'La requête est trop imbriquée et a été refusée.',
    'api.internal': 'Une erreur est survenue sur le serveur ; rien n’a changé.',
    'api.mail-off': 'Ce serveur n’envoie pas de courriel (aucun serveur de messagerie n’est configuré).',
    'api.mail-failed': 'Le serveur de messagerie a refusé le courriel : réessayez plus tard.',
    'api.bad-code': 'Ce code est inconnu, déjà utilisé ou expiré : demandez-en un nouveau.',
    'api.bad-webhook-url': 'Cette adresse de webhook est refusée : il faut une adresse http(s) d’un hôte public, sans nom ni mot de passe.',
    'api.no-webhook': 'Enregistrez d’abord une adresse de webhook.',
    'api.not-seated': 'Seul un joueur assis dans la partie peut la jouer par courriel.',
    'api.email-not-verified': 'Vérifiez d’abord une adresse électronique.',
    'api.mail-play-off': 'Ce serveur ne prend pas d’ordres par courriel (aucun courrier entrant n’est configuré).',
  } satisfies Record<keyof typeof apiErrorsEn, string>).map(([k, v]) => [k, frenchTypography(v)]),
) as Record<keyof typeof apiErrorsEn, string>;
