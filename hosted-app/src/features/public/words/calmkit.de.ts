import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { CalmKitKey } from './calmkitWords';

export const de: AreaMessages<CalmKitKey> = {
  'meta.title': 'CalmKit: ein kostenloser Leitfaden für Atmung und Meditation',
  'meta.description': 'CalmKit, ein kostenloser PDF-Leitfaden (Englisch): neun Atemtechniken, Grundlagen der Meditation, tägliche Praxis und Umgang mit Stress.',
  'meta.keywords': 'Atem-Leitfaden, Meditations-Leitfaden, kostenloses PDF, Box-Atmung, 4-7-8-Atmung, Stressbewältigung',
  kicker: 'Kostenloser Leitfaden',
  heading: 'CalmKit: der Leitfaden für Atmung und Meditation',
  tagline:
    'Jede Atemtechnik, die Grundlagen des Sitzens und wie ein paar stille Minuten in einen vollen Tag passen. Ein PDF zum Behalten oder zum Lesen im Browser, auf Englisch. Ohne E-Mail-Adresse.',
  download: 'PDF herunterladen (kostenlos)',
  view: 'Online lesen',
  'inside.title': 'Was drinsteht',
  'topic.breathing.title': 'Atemtechniken',
  'topic.breathing.text': 'Die neun Techniken der App: jedes Muster, wie du es übst, wann es passt und was die Studienlage sagt.',
  'topic.meditation.title': 'Grundlagen der Meditation',
  'topic.meditation.text': 'Haltung, Aufmerksamkeit, der wandernde Geist und die Meditationsstile, aus denen du wählen kannst.',
  'topic.daily.title': 'Im Alltag',
  'topic.daily.text': 'Kleine, regelmäßige Praxis, die in den Tag passt, den du schon hast.',
  'topic.stress.title': 'Umgang mit Stress',
  'topic.stress.text': 'Was im Moment hilft, vor einem schweren Tag, danach und in der Nacht.',
  'topic.philosophy.title': 'Philosophie',
  'topic.philosophy.text': 'Minimalistisch, ablenkungsfrei, evidenzbasiert und privat: was das jeweils in der Praxis heißt.',
  'topic.design.title': 'Gestaltung',
  'topic.design.text': 'Warum die App so aussieht und sich so verhält, und was sie weglässt.',
  'free.title': 'Warum er kostenlos ist',
  'free.text':
    'Gut zu atmen und still zu sitzen sollte nicht hinter einer Bezahlschranke liegen, und alles im Leitfaden funktioniert ohne App. Wenn er dir hilft: Stillpoint ist der Timer, der dieselben Techniken anleitet, die Zeit genau hält und dir nicht im Weg steht.',
  'free.note': 'Der Leitfaden ist eine allgemeine Information, keine medizinische Beratung. Mehr über <philosophy>unsere Philosophie</philosophy> (Englisch).',
  'cta.title': 'Stillpoint 14 Tage kostenlos testen',
  'cta.prices': 'Danach {monthly} im Monat oder {yearly} im Jahr ({perMonth} im Monat). Jederzeit kündbar.',
};
