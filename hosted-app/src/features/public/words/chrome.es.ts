import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { ChromeKey } from './chromeWords';
import { completionEs } from '../../../i18n/completion/es';

export const es: AreaMessages<ChromeKey> = {
  'header.signIn': 'Iniciar sesión',
  'footer.start': 'Empieza aquí',
  'footer.why': 'Por qué Stillpoint',
  'footer.calmkit': 'Guía CalmKit',
  'footer.minimalist': 'Apps minimalistas',
  'footer.calm': 'Alternativa a Calm',
  'footer.headspace': 'Alternativa a Headspace',
  'footer.privacy': 'Privacidad',
  'footer.terms': 'Condiciones',
  'footer.imprint': 'Aviso legal',
  'footer.contact': 'Contacto',
  'footer.note': 'Stillpoint: un temporizador tranquilo para respirar y meditar. No es consejo médico. Gestionado por {operator}.',
  'footer.languages': 'Idioma',
  'trial.start': 'Prueba 14 días gratis',
  'trial.tryFree': 'Prueba gratis',
  'trial.tryStillpoint': 'Prueba Stillpoint gratis',
  'trial.openApp': 'Abrir Stillpoint',
  'visitor.nothingRecorded': 'No necesitas cuenta. No se guarda nada.',
  'visitor.session': 'Sesión: {name}',
  'island.ready': 'Preparando la sesión…',
  'island.failed': 'No se pudo cargar la sesión. Comprueba tu conexión y vuelve a intentarlo.',
  'island.back': 'Volver',
  ...completionEs,
};
