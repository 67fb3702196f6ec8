import { techniqueMessages } from './techniqueTexts';

/** Each technique's words in Spanish (tú; fases como en el catálogo del SDK y docs/glossary.md). */
export const es = techniqueMessages({
  box: {
    subtitle: 'Enfoque tranquilo y estable',
    description: 'Cuatro lados iguales: inhala, retén, exhala, retén, 4 segundos cada uno.',
    explanation: 'Los tiempos iguales te ralentizan a unas cuatro respiraciones por minuto y dan a la mente una sola tarea sencilla.',
    phases: [
      ['Inhala', '4 s por la nariz'],
      ['Retén', '4 s, pulmones llenos'],
      ['Exhala', '4 s, lenta y uniforme'],
      ['Retén', '4 s, pulmones vacíos'],
    ],
    how: 'Inhala por la nariz durante 4 segundos, retén 4, exhala 4, retén 4. Mantén la respiración suave y sigue el círculo por sus cuatro lados.',
    why: 'Los tiempos iguales y lentos bajan el ritmo a unas cuatro respiraciones por minuto y dan a la mente una tarea sencilla, lo que puede aliviar una sensación acelerada o ansiosa.',
    when: 'Antes de una reunión, un examen o una conversación difícil, o cuando quieras centrarte y seguir alerta.',
    science:
      'La respiración cuadrada se enseña en algunas formaciones militares y de emergencias. En un estudio aleatorizado de 2023 (Balban et al., Cell Reports Medicine), cinco minutos al día durante un mes mejoraron el ánimo y redujeron la ansiedad, aunque el suspiro cíclico funcionó algo mejor.',
  },
  '4-7-8': {
    subtitle: 'Relajarte antes de dormir',
    description: 'Inhala durante 4, retén durante 7, exhala durante 8, ocho veces.',
    explanation: 'Una exhalación el doble de larga que la inhalación se apoya en la mitad calmante de cada respiración.',
    phases: [
      ['Inhala', '4 s, en silencio por la nariz'],
      ['Retén', '7 s'],
      ['Exhala', '8 s, despacio por la boca'],
    ],
    how: 'Inhala en silencio por la nariz durante 4 segundos, retén 7 y luego exhala despacio por la boca durante 8. Si la retención se te hace larga, mantén la misma proporción contando más rápido.',
    why: 'La exhalación dura el doble que la inhalación; al exhalar despacio el corazón se ralentiza de forma natural, así que las exhalaciones largas pueden ayudarte a relajarte.',
    when: 'Por la noche en la cama, o cuando quieras soltar tensión. Para y respira con normalidad si te mareas.',
    science:
      'La popularizó el Dr. Andrew Weil a partir de la respiración yóguica. La evidencia procede sobre todo de pequeños estudios de laboratorio sobre respiración lenta con exhalaciones largas, que muestran bajadas pasajeras del pulso y la tensión; el método en sí apenas se ha estudiado.',
  },
  coherent: {
    subtitle: 'Equilibrio a seis respiraciones por minuto',
    description: 'Cinco segundos para inhalar, cinco para exhalar, sin pausas, durante diez minutos.',
    explanation: 'Seis respiraciones por minuto está cerca del ritmo en que el corazón y la respiración oscilan más juntos.',
    phases: [
      ['Inhala', '5 s, fluida'],
      ['Exhala', '5 s, fluida'],
    ],
    how: 'Inhala durante 5 segundos y exhala durante 5, sin pausa, por la nariz si puedes. Deja que la respiración sea fluida y solo tan profunda como te resulte cómodo.',
    why: 'Seis respiraciones por minuto está cerca del ritmo en que el corazón y la respiración oscilan juntos con más fuerza (resonancia), lo que puede favorecer un estado más tranquilo y estable.',
    when: 'Como práctica diaria de 10 a 20 minutos, o para calmarte después de un rato estresante del día.',
    science:
      'El biofeedback de la variabilidad de la frecuencia cardiaca a unas seis respiraciones por minuto se estudia desde hace décadas (Lehrer y colaboradores). Un metaanálisis de 2017 (Goessl et al.) halló una reducción moderada del estrés y la ansiedad declarados.',
  },
  '1-2-ratio': {
    subtitle: 'Exhalaciones más largas para soltar',
    description: 'Inhala durante 4 segundos y exhala durante 8, ocho veces.',
    explanation: 'Doblar la exhalación hace que más parte de cada respiración transcurra en la fase en que el corazón se ralentiza.',
    phases: [
      ['Inhala', '4 s'],
      ['Exhala', '8 s, como a través de una pajita'],
    ],
    how: 'Inhala durante 4 segundos y exhala durante 8, con suavidad, como a través de una pajita. No hay retención.',
    why: 'Una exhalación el doble de larga que la inhalación se apoya en la parte de cada respiración en que el corazón se ralentiza, lo que puede ayudar al cuerpo a pasar al descanso.',
    when: 'Cuando estés acelerado, después de hacer ejercicio o como una breve pausa antes de dormir.',
    science:
      'El corazón se acelera un poco en cada inhalación y se ralentiza en cada exhalación (arritmia sinusal respiratoria). Pequeños estudios de laboratorio sugieren que las exhalaciones más largas aumentan esta oscilación calmante; faltan grandes ensayos sobre la proporción en sí.',
  },
  'physiological-sigh': {
    subtitle: 'Alivio rápido en un momento de tensión',
    description: 'Una doble inhalación por la nariz y una exhalación larga por la boca, seis veces.',
    explanation: 'El segundo sorbo de aire vuelve a abrir los pulmones y la exhalación larga elimina dióxido de carbono.',
    phases: [
      ['Inhala', '2 s por la nariz'],
      ['Inhala de nuevo', '1 s, un sorbo corto más'],
      ['Exhala', '6 s, larga, por la boca'],
      ['Retén', '2 s, descansando en vacío'],
    ],
    how: 'Inhala por la nariz, toma luego un segundo sorbo corto de aire encima y suéltalo todo en una exhalación larga y lenta por la boca. Descansa un momento y repite.',
    why: 'La segunda inhalación vuelve a abrir los alvéolos colapsados y la exhalación larga elimina dióxido de carbono, lo que puede traer un alivio rápido.',
    when: 'En plena situación de estrés, cuando necesitas calmarte rápido. A menudo bastan de uno a tres suspiros.',
    science:
      'Las personas y otros mamíferos suspiran de forma espontánea cada pocos minutos. En un estudio aleatorizado de 2023 (Balban et al.), cinco minutos diarios de suspiro cíclico mejoraron el ánimo y redujeron la frecuencia respiratoria más que la meditación de atención plena.',
  },
  'step-down': {
    subtitle: 'De lento a natural',
    description: 'Empieza con 8 segundos al inhalar y 8 al exhalar, un segundo menos cada dos rondas, hasta 4 y 4. Doce rondas.',
    explanation: 'Empezar largo e ir soltando te deja entrar en la respiración lenta y terminar a un ritmo relajado.',
    phases: [
      ['Inhala', '8 s, luego 7, 6, 5, 4'],
      ['Exhala', 'tanto como la inhalación'],
    ],
    how: 'Empieza con una inhalación de 8 segundos y una exhalación de 8 segundos. Cada dos rondas, ambas se acortan un segundo, hasta 4 segundos. Sigue la guía y no fuerces la duración.',
    why: 'Empezar largo e ir soltando te deja entrar primero en la respiración lenta y terminar a un ritmo relajado y natural, lo que puede hacer más fácil una sesión de respiración lenta.',
    when: 'Cuando quieras bajar el ritmo de forma suave y estructurada, por ejemplo entre el trabajo y la tarde.',
    science:
      'Ningún estudio ha probado esta secuencia exacta. Se basa en la investigación sobre respiración lenta, que relaciona respirar unas seis veces por minuto o menos con una mayor variabilidad cardiaca y menos estrés declarado.',
  },
  tidal: {
    subtitle: 'Un ritmo suave y natural',
    description: 'Respiraciones fáciles de 3 segundos al inhalar y al exhalar, durante diez minutos.',
    explanation: 'Respirar con calma, cerca de tu ritmo en reposo, da a la atención un ancla estable sin esfuerzo.',
    phases: [
      ['Inhala', '3 s, fácil'],
      ['Exhala', '3 s, fácil'],
    ],
    how: 'Inhala durante 3 segundos y exhala durante 3, con una profundidad fácil y normal. No hay nada que conseguir: solo nota cada respiración que llega y se va.',
    why: 'Una respiración tranquila y regular, cerca de tu ritmo en reposo, da a tu atención un ancla estable sin ningún esfuerzo, lo que puede ayudar a que la mente se asiente.',
    when: 'En cualquier momento, sobre todo si retener o respirar muy despacio te resulta incómodo, o como primer paso hacia la meditación.',
    science:
      'La respiración de marea es la respiración normal en reposo. Prestarle atención es el núcleo de la atención plena a la respiración, y los programas de atención plena muestran en metaanálisis una reducción modesta del estrés.',
  },
  'humming-exhale': {
    subtitle: 'Calmarte con el sonido',
    description: 'Inhala durante 4 segundos y luego tararea suavemente mientras exhalas durante 6, ocho veces.',
    explanation: 'Una exhalación tarareada es larga por naturaleza, y la vibración da a la mente algo en lo que descansar.',
    phases: [
      ['Inhala', '4 s por la nariz'],
      ['Tararea', '6 s, labios cerrados'],
    ],
    how: 'Inhala por la nariz durante 4 segundos y luego exhala durante 6 mientras tarareas suavemente con los labios cerrados. Siente la vibración en la cara y el pecho.',
    why: 'Una exhalación tarareada es larga y lenta por naturaleza, y el sonido da a la mente algo en lo que descansar, lo que puede ayudarte a relajarte.',
    when: 'Cuando tus pensamientos van deprisa, antes de dormir o siempre que te apetezca una práctica suave y calmante.',
    science:
      'Se inspira en Bhramari, la «respiración de la abeja» del yoga. Tararear multiplicó por unas quince veces el óxido nítrico nasal en un estudio de 2002 (Weitzberg y Lundberg); pequeños estudios sobre Bhramari describen un pulso más bajo, pero la evidencia aún es limitada.',
  },
  'deep-reset': {
    subtitle: 'Energía con respiración y retención',
    description: 'Tres rondas: 30 respiraciones rápidas, una retención hasta que sueltes, 15 s de recuperación y 30 s de descanso.',
    explanation: 'Respirar rápido y luego retener es un estímulo fuerte y energizante. Hazlo sentado o tumbado; nunca en el agua ni conduciendo.',
    phases: [
      ['Respiración rápida', '30 respiraciones completas, 1 s al inhalar, 1 s al exhalar'],
      ['Retención', 'tras la última exhalación, hasta que toques Suelta y respira'],
      ['Respiración de recuperación', 'inhala a fondo y retén 15 s'],
      ['Descanso', '30 s de respiración fácil'],
    ],
    how: 'Haz 30 respiraciones completas y rápidas, inhalando por la nariz y exhalando por la boca. Tras la última exhalación, retén la respiración mientras te resulte cómodo, toca «Suelta y respira», haz una respiración profunda de recuperación y retenla 15 segundos; después descansa. Tres rondas.',
    why: 'Respirar rápido y luego retener es un estímulo fuerte que puede dejarte alerta y con la mente clara; mucha gente lo usa para despertarse.',
    when: 'Por la mañana o cuando quieras energía, sentado o tumbado. Nunca en el agua, conduciendo o de pie, y evítalo si estás embarazada o tienes epilepsia, una enfermedad cardiaca o la tensión alta.',
    science:
      'Es hiperventilación cíclica con retención de la respiración, como en el método Wim Hof. En un estudio de laboratorio de 2014 (Kox et al., PNAS), voluntarios entrenados mostraron una respuesta inmunitaria alterada, y un estudio aleatorizado de 2023 halló una mejora del ánimo diario; puede causar hormigueo o mareo.',
  },
});
