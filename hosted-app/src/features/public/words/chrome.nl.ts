import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { ChromeKey } from './chromeWords';
import { completionNl } from '../../../i18n/completion/nl';

export const nl: AreaMessages<ChromeKey> = {
  'header.signIn': 'Inloggen',
  'footer.start': 'Begin hier',
  'footer.why': 'Waarom Stillpoint',
  'footer.calmkit': 'CalmKit-gids',
  'footer.minimalist': 'Minimalistische apps',
  'footer.calm': 'Alternatief voor Calm',
  'footer.headspace': 'Alternatief voor Headspace',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Voorwaarden',
  'footer.imprint': 'Colofon',
  'footer.contact': 'Contact',
  'footer.note': 'Stillpoint: een rustige timer voor ademhaling en meditatie. Geen medisch advies. Beheerd door {operator}.',
  'footer.languages': 'Taal',
  'trial.start': 'Probeer 14 dagen gratis',
  'trial.tryFree': 'Gratis proberen',
  'trial.tryStillpoint': 'Probeer Stillpoint gratis',
  'trial.openApp': 'Stillpoint openen',
  'visitor.nothingRecorded': 'Geen account nodig. Er wordt niets opgeslagen.',
  'visitor.session': 'Sessie: {name}',
  'island.ready': 'De sessie wordt klaargezet…',
  'island.failed': 'De sessie kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  'island.back': 'Terug',
  ...completionNl,
};
