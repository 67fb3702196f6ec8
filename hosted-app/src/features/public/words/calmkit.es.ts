import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { CalmKitKey } from './calmkitWords';

export const es: AreaMessages<CalmKitKey> = {
  'meta.title': 'CalmKit: una guía gratuita de respiración y meditación',
  'meta.description': 'CalmKit, una guía gratuita en PDF (en inglés): nueve técnicas de respiración, bases de la meditación, práctica diaria y manejo del estrés.',
  'meta.keywords': 'guía de respiración, guía de meditación, PDF gratis, respiración cuadrada, respiración 4-7-8, manejo del estrés',
  kicker: 'Guía gratuita',
  heading: 'CalmKit: la guía esencial de respiración y meditación',
  tagline:
    'Cada técnica de respiración, lo básico de sentarse a meditar y cómo encajar unos minutos de calma en un día ajetreado. Un PDF para guardar o leer en línea, en inglés. Sin pedirte el correo.',
  download: 'Descargar PDF (gratis)',
  view: 'Leer en línea',
  'inside.title': 'Qué contiene',
  'topic.breathing.title': 'Técnicas de respiración',
  'topic.breathing.text': 'Las nueve técnicas de la app: cada patrón, cómo practicarlo, cuándo usarlo y qué dice la evidencia.',
  'topic.meditation.title': 'Bases de la meditación',
  'topic.meditation.text': 'Postura, atención, la mente que divaga y los estilos de meditación entre los que puedes elegir.',
  'topic.daily.title': 'En el día a día',
  'topic.daily.text': 'Una práctica pequeña y regular que cabe en el día que ya tienes.',
  'topic.stress.title': 'Manejo del estrés',
  'topic.stress.text': 'Qué hacer en el momento, antes de un día difícil, después y por la noche.',
  'topic.philosophy.title': 'Filosofía',
  'topic.philosophy.text': 'Minimalista, sin distracciones, basada en la evidencia y privada: qué significa cada cosa en la práctica.',
  'topic.design.title': 'Diseño',
  'topic.design.text': 'Por qué la app se ve y se comporta como lo hace, y qué deja fuera.',
  'free.title': 'Por qué es gratis',
  'free.text':
    'Respirar bien y sentarse en calma no debería estar detrás de un muro de pago, y todo lo que hay en la guía funciona sin app. Si la guía te ayuda, Stillpoint es el temporizador que guía las mismas técnicas, mide el tiempo con exactitud y no estorba.',
  'free.note': 'La guía es información general, no consejo médico. Lee más sobre <philosophy>nuestra filosofía</philosophy> (en inglés).',
  'cta.title': 'Prueba Stillpoint gratis durante 14 días',
  'cta.prices': 'Después, {monthly} al mes o {yearly} al año ({perMonth} al mes). Cancela cuando quieras.',
};
