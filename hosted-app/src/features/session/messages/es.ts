import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { SessionMessageKey } from './en';

/** The session screen's own words in Spanish: tú, quiet. */
export const es: AreaMessages<SessionMessageKey> = {
  'session.title': 'Sesión',
  'session.breathing': 'Sesión de respiración',
  'session.meditation': 'Sesión de meditación',
  'session.awayName.breathing': 'sesión de respiración',
  'session.awayName.meditation': 'meditación',
  'session.away.completed': '«{name}» llegó a su fin mientras la página estaba cerrada. Está en tu historial.',
  'session.away.stopped': '«{name}» se detuvo al cerrarse la página. Los {duration} que practicaste están en tu historial.',
  'session.away.tooShort': '«{name}» se detuvo al cerrarse la página, demasiado pronto para registrarla.',
  'session.storageRefused': 'Almacenamiento lleno o no permitido',
  'session.storageRefusedDetail': 'Este dispositivo no dejó que Stillpoint guardara tu sesión. Se enviará en cuanto tengas conexión: si cierras esta página ahora, se perderá.',
};
