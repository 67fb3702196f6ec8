import type { CatalogTexts } from './catalogTexts';

/** The meditation styles' and the library's words in Spanish (tú; términos de docs/glossary.md y tipos de meditación del SDK). */
export const es: CatalogTexts = {
  styles: {
    tm: {
      subtitle: 'Meditación con mantra tras un breve calentamiento respiratorio',
      description: '2 minutos de respiración pranayama y luego 20 minutos de meditación con mantra, sin esfuerzo.',
      how: 'Dos minutos de respiración lenta; después siéntate cómodamente con los ojos cerrados y repite en silencio una palabra sencilla y tranquilizadora. Cuando notes que te has distraído, vuelve a ella sin esfuerzo. Al final, quédate sentado en calma un minuto o dos antes de abrir los ojos.',
      why: 'Un sonido repetido ofrece a la mente un lugar fácil donde descansar, y así el esfuerzo puede desvanecerse; a mucha gente este estilo le resulta reparador.',
      when: 'Dos veces al día, antes del desayuno y a última hora de la tarde: ese es el ritmo tradicional.',
      science:
        'La Meditación Trascendental (MT) es una técnica de marca registrada que enseñan profesores certificados; este estilo solo reproduce sus tiempos. Los metaanálisis de ensayos sobre la MT describen bajadas modestas de la presión arterial, y una declaración de 2013 de la American Heart Association señaló que puede considerarse como complemento.',
    },
    zen: {
      subtitle: 'Sentarse erguido e inmóvil, sin nada en la pantalla',
      description: '20 minutos de zazen en modo zen y luego 5 minutos de transición suave.',
      how: 'Siéntate erguido e inmóvil, con los ojos entornados y la mirada descansando en el suelo frente a ti. Cuenta las respiraciones del uno al diez y vuelve a empezar cuando pierdas la cuenta. Los últimos cinco minutos son una transición suave antes de levantarte.',
      why: 'Una postura estable y una cuenta sencilla pueden entrenarte para notar antes que la mente se ha ido y volver, una y otra vez.',
      when: 'Una sentada diaria, idealmente a la misma hora y en el mismo lugar; el modo zen oculta el temporizador para que nada tire de tu atención.',
      science:
        'El zazen es la práctica sentada del budismo zen. Estudios con practicantes de zen experimentados (p. ej., Pagnoni et al., 2008) hallaron que volvían antes al reposo tras pensamientos que los distraían; la evidencia en principiantes es limitada.',
    },
    quick: {
      subtitle: 'Diez minutos con la respiración',
      description: 'Una sentada sencilla de 10 minutos apoyada en la respiración, para los días con poco tiempo.',
      how: 'Siéntate cómodamente, cierra los ojos y deja reposar la atención en la respiración, en las fosas nasales o en el vientre. Cuando la mente se distraiga, nótalo y vuelve. Esa es toda la práctica.',
      why: 'Diez minutos dan para asentarse y son lo bastante breves para practicar a diario, y un hábito regular puede importar más que una sentada larga.',
      when: 'En la pausa de la comida, entre tareas o cuando no te cabe una sesión completa.',
      science:
        'Sesiones breves de atención plena de unos 10 minutos mejoraron la atención en algunos estudios de laboratorio (p. ej., Norris et al., 2018), y una práctica diaria corta se asoció con un mejor estado de ánimo en ensayos con aplicaciones.',
    },
    'body-scan': {
      subtitle: 'Soltar la tensión de la cabeza a los pies',
      description: 'Recorre el cuerpo despacio con la atención durante 15 minutos, con una indicación cada minuto.',
      how: 'Túmbate o siéntate cómodamente. Lleva la atención despacio desde los dedos de los pies hasta la coronilla, notando cada zona sin intentar cambiarla. Las indicaciones te guían por el camino.',
      why: 'Prestar mucha atención a las sensaciones puede soltar tensiones que no habías notado y entrena una atención tranquila y curiosa.',
      when: 'Por la noche o antes de dormir, después de un largo día frente al escritorio, o cuando te sientas desconectado de tu cuerpo.',
      science:
        'El escaneo corporal es una práctica central de la reducción del estrés basada en la atención plena (MBSR). Los metaanálisis de MBSR describen reducciones moderadas del estrés y la ansiedad; el escaneo por sí solo se ha estudiado menos.',
    },
    'anchor-switching': {
      subtitle: 'Aprender a dirigir tu atención',
      description: 'Mueve la atención entre la respiración, los sonidos y el cuerpo con cada indicación, cada 45 segundos durante 12 minutos.',
      how: 'Deja reposar la atención en un ancla (la respiración, los sonidos o el cuerpo) y, cuando la indicación lo pida, llévala deliberadamente a la siguiente. Cada cambio es una ocasión para notar dónde estaba la mente.',
      why: 'Elegir adónde va la atención, y moverla a propósito, puede ejercitar el mismo control que necesitas para soltar una distracción.',
      when: 'Antes de un trabajo que exija concentración, o cuando sientas la mente dispersa.',
      science:
        'Se basa en la investigación sobre el entrenamiento de la atención, que distingue entre mantener la atención y desplazarla. Los estudios sobre el entrenamiento en atención plena muestran pequeñas mejoras en tareas de atención; este ejercicio concreto no se ha probado por separado.',
    },
    'emotion-surfing': {
      subtitle: 'Surfear una emoción sin que te arrastre',
      description: 'Nota una emoción en el cuerpo y observa cómo sube y baja, con una indicación cada 2 minutos durante 10 minutos.',
      how: 'Trae a la mente una emoción que esté presente ahora, nota dónde aparece en el cuerpo y observa cómo sube, llega a su punto más alto y baja como una ola, sin apartarla ni seguir la historia que la acompaña.',
      why: 'Las emociones suelen pasar con más facilidad cuando las notas en lugar de combatirlas, y ponerles nombre puede rebajar parte de su intensidad.',
      when: 'Cuando una emoción sea intensa pero manejable. Si te desborda, elige una práctica de respiración o acude a alguien de confianza.',
      science:
        'Esta práctica está adaptada de «surfear el impulso», de la prevención de recaídas basada en la atención plena. Estudios de laboratorio sobre el etiquetado afectivo (p. ej., Lieberman et al., 2007) hallaron que poner en palabras las emociones reducía la actividad de la respuesta cerebral ante la amenaza.',
    },
    'mental-labeling': {
      subtitle: 'Nombrar y soltar',
      description: 'Nota pensamientos, sonidos y sensaciones con una palabra suave, con una indicación cada 90 segundos durante 15 minutos.',
      how: 'Cuando surjan experiencias, nótalas con una palabra suave: «pensar», «oír», «sentir», «planear». Luego vuelve a la respiración hasta que aparezca lo siguiente.',
      why: 'Una etiqueta discreta crea un poco de distancia entre tú y un pensamiento, lo que puede hacer más fácil soltarlo.',
      when: 'Cuando los pensamientos son muchos o se te pegan, o para dar estructura a una sentada.',
      science:
        'La anotación mental procede de la tradición birmana Mahasi de la meditación vipassana. Los estudios sobre el etiquetado afectivo sugieren que nombrar una experiencia puede reducir su fuerza emocional; la investigación sobre la anotación en sí es escasa.',
    },
    'gaze-meditation': {
      subtitle: 'Ojos abiertos, descansando en un punto',
      description: 'Deja descansar la mirada con suavidad en un solo punto, con una indicación cada 2 minutos durante 12 minutos.',
      how: 'Deja descansar la mirada con suavidad en un solo punto, como la llama de una vela o una marca en la pared, sin forzar. Parpadea cuando lo necesites. Cuando la mente se distraiga, vuelve al punto.',
      why: 'Un ancla visual externa puede ayudar a seguir presentes a quienes, con los ojos cerrados, se adormecen o se inquietan.',
      when: 'Cuando tengas sueño o cuando quieras practicar con los ojos abiertos.',
      science:
        'Se parece a Trataka, una práctica yóguica de fijar la mirada. Unos pocos estudios pequeños describen una mejor atención o un mejor sueño tras entrenar Trataka, pero la evidencia es preliminar.',
    },
    'open-awareness': {
      subtitle: 'Atención amplia, sin elegir',
      description: 'Deja que la atención descanse abierta a lo que surja, con una indicación cada 3 minutos durante 18 minutos.',
      how: 'Siéntate en calma y deja que la atención descanse completamente abierta: sonidos, sensaciones, pensamientos. Nota lo que surja y déjalo pasar, sin elegir una única ancla.',
      why: 'En lugar de concentrarte, practicas simplemente darte cuenta, lo que puede hacer que te enganches menos a cualquier pensamiento.',
      when: 'Cuando ya tengas algo de experiencia con prácticas de atención focalizada, o al final de una sentada más larga.',
      science:
        'Los investigadores la llaman «monitorización abierta» y la distinguen de la atención focalizada (Lutz et al., 2008). Los estudios la relacionan con una atención más flexible, aunque la mayoría se han hecho con meditadores experimentados.',
    },
    'walking-meditation': {
      subtitle: 'Atención plena en cada paso',
      description: 'Camina despacio, sintiendo cada paso, con una indicación cada 90 segundos durante 15 minutos.',
      how: 'Camina despacio en un lugar tranquilo, notando cómo cada pie se levanta, avanza y se apoya. Cuando la mente se distraiga, vuelve a la sensación de los pies y el suelo.',
      why: 'El movimiento te mantiene alerta y puede facilitar que lleves la atención plena a la vida diaria.',
      when: 'Cuando estar sentado te inquieta o te da sueño, después de mucho rato frente al escritorio, o al aire libre.',
      science:
        'La meditación caminando se practica en muchas tradiciones budistas. Pequeños ensayos describen beneficios para el estado de ánimo y, en personas mayores, para el equilibrio; aún hacen falta estudios más grandes.',
    },
  },
  libraryEducation: {
    mbsr: {
      how: 'Siéntate cómodamente y deja reposar la atención en la respiración. Cuando suene una campana, cada 10 minutos, comprueba dónde está tu atención y vuelve con suavidad.',
      why: 'Traer la atención de vuelta al presente, sin juzgarte cuando se distrae, es la habilidad básica de la atención plena, y la práctica puede hacerla más fácil en el día a día.',
      when: 'Una sentada diaria regular, en un momento que puedas reservarte.',
      science:
        'La reducción del estrés basada en la atención plena (MBSR) es un curso de 8 semanas que Jon Kabat-Zinn desarrolló en 1979. Los metaanálisis (p. ej., Khoury et al., 2015) describen reducciones moderadas del estrés, la ansiedad y el bajo estado de ánimo en adultos sanos.',
    },
    metta: {
      how: 'Ofrece en silencio buenos deseos («que estés a salvo, que estés bien») por turnos a ti mismo, a un ser querido, a una persona neutral, a alguien difícil y a todos los seres. Una campana marca cada etapa de 5 minutos.',
      why: 'Practicar la buena voluntad de forma deliberada puede reforzar los sentimientos cálidos hacia ti y hacia los demás.',
      when: 'Cuando te sientas autocrítico, irritable o desconectado de la gente.',
      science:
        'El amor bondadoso procede de la práctica budista. Un metaanálisis de 2015 (Zeng et al.) halló que aumentaba las emociones positivas; los estudios son en su mayoría pequeños.',
    },
    'yoga-nidra': {
      how: 'Túmbate, tápate y sigue las etapas: acomódate, recorre el cuerpo, sigue la respiración, imagina un lugar tranquilo y luego vuelve despacio. Intenta mantenerte despierto, pero si te duermes, no pasa nada.',
      why: 'Un descanso profundo con una estructura guiada puede dejar que el cuerpo se relaje mientras la mente se mantiene suavemente ocupada.',
      when: 'Para recargarte por la tarde o antes de dormir. A veces se le llama descanso profundo sin sueño (NSDR).',
      science:
        'El yoga nidra es una práctica de relajación guiada que procede del yoga. Pequeños estudios describen una mejor calidad del sueño y menos estrés, y un pequeño estudio con PET (Kjaer et al., 2002) observó liberación de dopamina durante la práctica.',
    },
  },
  meditationLibrary: {
    'tm-transcendental': {
      name: 'Meditación de estilo trascendental',
      description: 'Veinte minutos de meditación con mantra, sin esfuerzo y con los ojos cerrados, al ritmo tradicional de dos veces al día.',
    },
    'mindfulness-mbsr': {
      name: 'Atención plena (MBSR)',
      description: 'Treinta minutos de meditación sentada al estilo de la reducción del estrés basada en la atención plena, con una campana cada 10 minutos para comprobar dónde está tu atención.',
    },
    'body-scan-progressive': {
      name: 'Escaneo corporal progresivo',
      description: 'Veinte minutos subiendo despacio por el cuerpo en cinco etapas, cada una marcada por una campana suave.',
      phases: [
        ['Pies y piernas', 'Siente el peso de los pies y las piernas; nota el calor, la presión o el hormigueo.'],
        ['Caderas y vientre', 'Nota las caderas, la zona lumbar y el vientre, que sube y baja con la respiración.'],
        ['Pecho y espalda', 'Siente cómo se mueven el pecho y la parte alta de la espalda; deja que los hombros se suavicen.'],
        ['Brazos y manos', 'Lleva la atención por los brazos hasta la punta de los dedos, notando cada sensación.'],
        ['Cuello, cara y cabeza', 'Suaviza la mandíbula, los ojos y la frente; luego siente todo el cuerpo a la vez.'],
      ],
    },
    'metta-loving-kindness': {
      name: 'Amor bondadoso (Metta)',
      description: 'Veinticinco minutos ofreciendo buenos deseos en cinco círculos cada vez más amplios, desde ti hasta todos los seres.',
      phases: [
        ['Tú', 'Que yo esté a salvo. Que esté bien. Que esté en paz.'],
        ['Un ser querido', 'Piensa en alguien que te importa y deséale lo mismo.'],
        ['Una persona neutral', 'Piensa en alguien a quien apenas conoces y deséale también el bien.'],
        ['Alguien difícil', 'Incluye con suavidad a alguien que te resulte difícil, hasta donde hoy te parezca bien.'],
        ['Todos los seres', 'Deja que los buenos deseos se extiendan a todos, en todas partes.'],
      ],
    },
    'yoga-nidra-nsdr': {
      name: 'Yoga Nidra (NSDR)',
      description: 'Treinta minutos de descanso profundo y guiado, tumbado, con el sonido del mar de fondo.',
      phases: [
        ['Acomodarse e intención', 'Túmbate, ponte cómodo y elige una intención breve y amable.'],
        ['Rotación de la conciencia', 'Recorre rápidamente el cuerpo con la atención, parte por parte.'],
        ['Conciencia de la respiración', 'Cuenta respiraciones lentas hacia atrás desde 27 y vuelve a empezar si pierdes la cuenta.'],
        ['Lugar tranquilo', 'Imagina con detalle un lugar tranquilo y seguro, y descansa allí.'],
        ['Regreso', 'Repite tu intención, siente el cuerpo y vuelve despacio.'],
      ],
    },
    'sit-walk-sit': {
      name: 'Sentado, caminar, sentado',
      description: 'Veinticinco minutos sentado, diez caminando despacio y otros veinticinco sentado: una campana abre cada parte y cierra la sentada.',
    },
    'random-bells-noting': {
      name: 'Campanas al azar para la anotación mental',
      description: 'Veinte minutos sentado con cinco campanas en momentos imprevisibles: con cada una, nota lo que hay aquí y sigue.',
    },
  },
  breathingLibrary: {
    'box-breathing-navy': {
      name: 'Respiración cuadrada (estilo Navy)',
      description: 'Diez minutos de respiración cuadrada 4-4-4-4, la que se enseña para mantener la calma bajo presión.',
    },
    'four-seven-eight-weil': {
      name: '4-7-8 (Dr. Weil)',
      description: 'Ocho rondas: inhala durante 4, retén durante 7, exhala durante 8, tal como lo enseña el Dr. Andrew Weil.',
    },
    'coherent-breathing': {
      name: 'Respiración coherente',
      description: 'Quince minutos a seis respiraciones por minuto: 5 segundos al inhalar y 5 al exhalar.',
    },
    'physiological-sigh-huberman': {
      name: 'Suspiro fisiológico (Huberman)',
      description: 'Tres suspiros con doble inhalación: 2 segundos al inhalar, con un sorbo extra al final, y 6 al exhalar.',
    },
    'deep-reset-simplified': {
      name: 'Reinicio profundo (simplificado)',
      description: 'Tres rondas de 30 respiraciones rápidas, una retención de hasta 60 segundos, una respiración de recuperación y 30 segundos de descanso.',
    },
  },
};
