import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { StartKey } from './startWords';

export const es: AreaMessages<StartKey> = {
  'meta.title': 'Empieza aquí: una guía sencilla',
  'meta.description': 'Una guía de cinco minutos para empezar con la respiración y la meditación: elige una práctica, ponte cómodo, prueba una sesión corta, empieza poco a poco.',
  'meta.keywords': 'cómo empezar a meditar, ejercicios de respiración para principiantes, guía de inicio, primera meditación',
  heading: 'Empieza aquí',
  lede: 'Cinco minutos, una silla y un teléfono u ordenador. Es todo lo que necesita una primera sesión.',
  'pick.title': '1. Elige respirar o sentarte',
  'pick.text':
    'Si tu mente está agitada o tu cuerpo tenso, empieza con la <b>respiración</b>: seguir una cuenta le da a la atención algo a lo que agarrarse. Si ya te sientes bastante tranquilo, prueba la <b>meditación</b>: unos minutos sentado en quietud, con una campana al final.',
  'pick.breathwork': '¿Qué es el trabajo de respiración? (en inglés)',
  'pick.breathworkText': 'Las técnicas y cómo elegir una.',
  'pick.meditation': '¿Qué es la meditación? (en inglés)',
  'pick.meditationText': 'La práctica sentada, sin misterio.',
  'position.title': '2. Busca una postura cómoda',
  'position.text':
    'Siéntate erguido en una silla con los pies en el suelo, o túmbate si practicas antes de dormir. Deja caer los hombros. Respira por la nariz, salvo que una técnica diga otra cosa.',
  'try.title': '3. Prueba una sesión corta',
  'try.text':
    'En la <home>página de inicio</home> puedes hacer ya mismo la respiración cuadrada (dos minutos) o un suspiro fisiológico (un minuto aprox.), sin cuenta. Sigue el círculo: crece al inhalar y se encoge al exhalar. No se guarda nada.',
  'small.title': '4. Empieza poco a poco',
  'small.text':
    'Unos minutos casi todos los días hacen más que una sesión larga a la semana. Si una cuenta te resulta demasiado larga, acórtala; si te mareas, para y respira con normalidad. No hay una forma equivocada de quedarte un rato sentado en calma.',
  'more.title': '5. Cuando quieras más',
  'more.text':
    'Con una cuenta tienes las nueve técnicas de respiración, el editor de meditación, sesiones guardadas y un historial de lo que has practicado. Empieza con una prueba gratuita de 14 días.',
  'more.reading':
    'Para seguir leyendo: la <calmkit>guía CalmKit</calmkit> gratuita (un PDF de técnicas para guardar), qué buscar en <apps>una app de meditación minimalista</apps> y cómo se compara Stillpoint con <calm>Calm</calm> y <headspace>Headspace</headspace> (en inglés).',
  'learn.breathwork': 'Aprende sobre la respiración',
  'learn.meditation': 'Aprende sobre la meditación',
};
