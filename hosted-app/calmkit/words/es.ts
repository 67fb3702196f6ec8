import type { GuideWords } from './en';

/** The CalmKit guide in Spanish (tú; terms as in docs/glossary.md and the app's catalogs). */
export const es = {
  title: 'CalmKit',
  subtitle: 'La guía esencial de respiración y meditación, de Stillpoint',
  notice:
    'Esta guía ofrece información general sobre la práctica de la respiración y la meditación. No es consejo médico y no sustituye la atención de un médico o de un terapeuta. Detén cualquier ejercicio que te haga sentir mal, y consulta a un médico antes de empezar si tienes una enfermedad cardíaca o pulmonar, si tienes epilepsia o si estás embarazada.',
  inside: 'Qué contiene',
  contents: 'Índice',
  chapter: (number: number) => `Capítulo ${number}`,
  edition: 'Edición de {date}',
  siteLink: 'Stillpoint en {host}',

  pattern: 'Patrón',
  session: 'Sesión',
  level: 'Nivel',
  inhale: 'Inhala',
  hold: 'Retén',
  exhale: 'Exhala',
  seconds: (count: number) => `${count} s`,
  minutes: (count: number) => `${count} min`,
  rounds: (count: number) => (count === 1 ? '1 ronda' : `${count} rondas`),
  howToPractise: 'Cómo practicar',
  whyItMayHelp: 'Por qué puede ayudar',
  whenToUseIt: 'Cuándo usarla',
  theEvidence: 'Qué dice la evidencia',

  breathing: {
    title: 'Técnicas de respiración',
    summary: (count: number) => `Las ${count} técnicas del editor de respiración: patrones, práctica y evidencia`,
    intro:
      'La respiración es la única parte del ritmo automático del cuerpo que también puedes dirigir a voluntad. Cada técnica que sigue es una de las del editor de respiración, con el mismo patrón y las mismas notas que encuentras en la app.',
    readingHeading: 'Cómo leer un patrón',
    reading:
      'Un patrón son cuatro cifras en segundos: inhalar, retener con los pulmones llenos, exhalar, retener con los pulmones vacíos. Así, 4-7-8-0 significa inhalar durante 4, retener durante 7, exhalar durante 8 y pasar directamente a la siguiente respiración. Un cero es una fase que la técnica omite.',
    readingPoints: [
      'Siéntate o túmbate cómodamente, con los hombros sueltos. Respira por la nariz, salvo que la técnica indique otra cosa.',
      'Los tiempos son una guía, no un examen. Si una retención se te hace larga, mantén la misma forma contando más rápido, o sáltate la retención.',
      'Para y respira con normalidad si sientes mareo, aturdimiento o malestar.',
    ],
  },

  meditation: {
    title: 'Bases de la meditación',
    summary: 'Postura, atención, la mente que divaga y los estilos del editor de meditación',
    intro:
      'Aquí, meditar significa algo sencillo: dejar reposar la atención en una sola cosa, darte cuenta de cuándo se ha ido y traerla de vuelta, una y otra vez. No hay nada que vaciar, alcanzar ni sentir.',
    sittingHeading: 'Sentarse',
    sitting: [
      'Elige una postura que puedas mantener sin moverte y sin tensión: en una silla con los dos pies en el suelo, sobre un cojín, o boca arriba para un escaneo corporal. Deja la espalda erguida pero no rígida, las manos en reposo, la mandíbula suelta.',
      'Cierra los ojos, o déjalos entreabiertos, con la mirada apoyada en el suelo un poco por delante de ti. Las dos opciones están bien; con los ojos abiertos es más fácil no adormilarse.',
    ],
    anchorHeading: 'Elegir un ancla',
    anchor: 'Un ancla es aquello a lo que vuelve la atención. Elige una y quédate con ella durante toda la sentada:',
    anchorPoints: [
      ['La respiración', 'en las fosas nasales, el pecho o el vientre, donde te resulte más fácil sentirla.'],
      ['El cuerpo', 'su peso sobre la silla, o cada parte por turnos, como en un escaneo corporal.'],
      ['Los sonidos', 'escuchados según llegan y se van, sin ponerle nombre a lo que los produce.'],
      ['Una palabra', 'repetida en silencio, como en la meditación con mantra.'],
      ['Un punto', 'donde posar la mirada, o la sensación de cada paso al caminar.'],
    ],
    wanderingHeading: 'Cuando la mente divaga',
    wandering: [
      'Lo hará, a menudo en pocas respiraciones. No es un fracaso: darte cuenta de que te has ido y volver es el ejercicio en sí, igual que levantar y bajar una pesa es el ejercicio en el gimnasio. Hay quien anota la distracción con una palabra suave, «pensar», antes de volver.',
      'Vuelve con amabilidad. Regañarte es solo un pensamiento más del que volver.',
    ],
    howLongHeading: 'Cuánto tiempo y con qué frecuencia',
    howLong: [
      'De cinco a diez minutos es un buen comienzo. Una sentada corta que mantienes cada día suele dar más que una larga que siempre dejas para después; alárgala cuando empiece a resultarte fácil. La misma hora y el mismo lugar cada día la convierten en un hábito y no en una decisión.',
      'Un temporizador te libera de mirar el reloj. Stillpoint puede tocar una campana al empezar, a intervalos y al terminar, y en modo zen oculta por completo la cuenta atrás.',
    ],
    stylesHeading: 'Los estilos de Stillpoint',
    styles: (count: number) =>
      `El editor de meditación ofrece ${count} estilos. Cada uno marca los tiempos, las campanas y las indicaciones; la práctica es tuya.`,
  },

  daily: {
    title: 'En el día a día',
    summary: 'Una práctica pequeña y regular que cabe en el día que ya tienes',
    intro:
      'Una práctica ayuda más cuando forma parte de un día normal que cuando es un acontecimiento. No se trata de pasar más tiempo sobre un cojín, sino de tener a menudo unos momentos que echarías de menos si desaparecieran.',
    smallerHeading: 'Empieza con menos de lo que crees',
    smaller:
      'Dos minutos de {box} o una {quick} de diez minutos bastan para empezar. Mantenlo así de corto las primeras semanas, hasta que notes que lo esperas con ganas; después, añade unos minutos si quieres.',
    tieHeading: 'Únela a algo que ya haces',
    tie: 'Un hábito nuevo se sostiene mejor cuando sigue a uno antiguo. Elige un momento que ya ocurre cada día:',
    tiePoints: [
      'después del primer café o té, antes de abrir el ordenador;',
      'en el tren o el autobús, si no conduces (cualquier técnica menos el {deep-reset});',
      'antes de una reunión o una llamada que preferirías evitar;',
      'por la noche, después de lavarte los dientes, antes de dejar el teléfono en la mesilla.',
    ],
    dayHeading: 'Un día, a modo de ejemplo',
    dayPoints: [
      ['Por la mañana:', '{coherent} de cinco a diez minutos, o el {deep-reset} si quieres energía y es seguro para ti.'],
      ['Antes de algo exigente:', 'dos minutos de {box}.'],
      ['En un momento de tensión:', 'de una a tres rondas del {physiological-sigh}.'],
      ['Después del trabajo:', 'una {walking-meditation} de camino a casa, o una {quick} antes de que empiece la tarde.'],
      ['Por la noche:', 'la {4-7-8}, un {body-scan} o la {humming-exhale} para relajarte.'],
    ],
    day: 'Es un menú, no un horario. Con una de estas cosas al día ya tienes una práctica.',
    noAppHeading: 'Momentos que no necesitan app',
    noAppPoints: [
      'Tres respiraciones lentas, cada exhalación más larga que la inhalación, mientras carga una página o se calienta el agua.',
      'Sentir los dos pies en el suelo mientras esperas tu turno en una cola.',
      'Notar un sonido, un color y una sensación antes de levantarte del escritorio.',
    ],
    trackHeading: 'Llevar la cuenta sin ponerte nota',
    track:
      'Stillpoint puede mostrar tu racha de días con una sesión completada y tus totales del último mes; puedes desactivar ambas cosas en tus preferencias, y los recordatorios solo llegan si los pides. Una racha está para recordarte que practiques, no para ponerte nota: si te saltas un día, simplemente vuelve a empezar al día siguiente.',
  },

  stress: {
    title: 'Manejo del estrés',
    summary: 'Qué hacer en el momento, antes de un día difícil, después y por la noche',
    intro:
      'El estrés es el cuerpo preparándose para responder a una exigencia: el corazón se acelera, la respiración también, la atención se estrecha. Es útil en ráfagas cortas y agotador cuando no se apaga. La respiración es una de las pocas partes de esa respuesta que puedes dirigir a propósito.',
    momentHeading: 'En el momento',
    momentPoints: [
      ['Suéltalo con un suspiro.', 'De una a tres rondas del {physiological-sigh}: una inhalación completa, un segundo sorbo corto de aire y una exhalación larga y lenta.'],
      ['Alarga la exhalación.', 'Exhala durante más o menos el doble de tiempo que inhalas, como en la {1-2-ratio}.'],
      ['Ponle nombre.', 'Decirte «esto es estrés» o «siento ansiedad» puede quitarle un poco de fuerza a la emoción.'],
      ['Busca el suelo.', 'Siente los pies, la silla, las manos; mira a tu alrededor y nombra algunas cosas que ves.'],
    ],
    beforeHeading: 'Antes de un reto que ves venir',
    before:
      'De dos a cinco minutos de {box} antes de un examen, una charla o una conversación difícil le dan a la mente una sola cosa sencilla que hacer mientras el cuerpo se calma. Practícala también los días tranquilos, para que te resulte familiar cuando la necesites.',
    afterHeading: 'Después de un día difícil',
    after:
      'Diez minutos de {coherent}, una {walking-meditation} o un {body-scan} para notar dónde se te ha quedado el día en el cuerpo. Si una emoción vuelve una y otra vez, {emotion-surfing} es una forma de quedarte con ella sin que te arrastre.',
    nightHeading: 'Por la noche',
    night:
      'En la cama, la {4-7-8}, la {humming-exhale} o la {tidal}. Si el sueño no llega, deja que la práctica sea un descanso en sí misma y no una forma de forzar el sueño: esforzarse por relajarse rara vez funciona.',
    safelyHeading: 'Practica con seguridad',
    safelyPoints: [
      'Detén cualquier técnica y respira con normalidad si sientes mareo, aturdimiento, hormigueo o falta de aire. Las retenciones son siempre opcionales.',
      'Practica el {deep-reset} solo sentado o tumbado: nunca en el agua, mientras conduces ni de pie. Evítalo si estás embarazada o tienes epilepsia, una enfermedad cardíaca o la presión arterial alta.',
      'La meditación a veces hace aflorar recuerdos o emociones difíciles. Si te ocurre, abre los ojos, acorta la sesión o pasa a una práctica de respiración o a un paseo.',
    ],
    reachOutHeading: 'Cuándo pedir ayuda',
    reachOut:
      'La respiración y la meditación son formas de cuidarte; no son un tratamiento. Si el estrés, la ansiedad, el ánimo bajo o el mal sueño duran semanas o te dificultan el día a día, habla con un médico o con un profesional de la salud mental. Si alguna vez piensas en hacerte daño, llama ahora mismo al número de emergencias de tu zona o a una línea de ayuda en crisis.',
  },

  philosophy: {
    title: 'Filosofía',
    summary: 'Minimalista, sin distracciones, basada en la evidencia y privada: qué significa cada cosa en la práctica',
    intro:
      'Stillpoint es un temporizador para respirar y meditar, y no intenta ser nada más. Cuatro principios deciden qué entra en él y, sobre todo, qué se queda fuera.',
    minimalistHeading: 'Minimalista',
    minimalist:
      'Una práctica necesita un patrón, una duración y quizá un sonido. Todo lo demás es una decisión que tomar antes de poder empezar, así que cada técnica y cada estilo parten de ajustes que funcionan: puedes pulsar «Empezar» sin cambiar nada, y las opciones están ahí cuando las quieras.',
    distractionFreeHeading: 'Sin distracciones',
    distractionFreePoints: [
      'Sin feed, sin anuncios, sin insignias y nada que desplazar antes de empezar.',
      'Durante una sesión, la pantalla muestra la guía, la fase y el tiempo, y en modo zen solo un círculo que respira.',
      'Una sesión termina en silencio, con una línea que dice cuánto ha durado, no con una sugerencia de hacer más.',
    ],
    evidenceHeading: 'Basada en la evidencia',
    evidence: [
      'Las notas de cada técnica dicen qué puede hacer y qué tipo de evidencia la respalda: un ensayo aleatorizado, un pequeño estudio de laboratorio, una tradición o la falta de ensayos. Dicen «puede» en lugar de «hará», citan estudios en lugar de inventar cifras y no prometen ningún tratamiento.',
      'Nada de lo que hay en Stillpoint ni en esta guía es consejo médico.',
    ],
    privateHeading: 'Privada',
    privatePoints: [
      'Puedes practicar en las páginas de las técnicas sin cuenta.',
      'Una cuenta guarda lo que necesita para funcionar: tu nombre y tu correo electrónico, tus preferencias y tu suscripción, las sesiones que guardas y el registro de las sesiones que completas, del que salen tu racha y tus cifras del mes.',
      'Las contraseñas solo se guardan como un hash lento de un solo sentido (argon2id).',
      'Las páginas de la app no cargan nada de otros sitios, así que en ellas no funciona ningún rastreador de terceros. Los pagos se gestionan en la propia página del proveedor de pagos.',
      'Puedes descargar todo lo que se guarda sobre ti, o eliminar tu cuenta y todos sus datos, desde tu perfil en cualquier momento.',
    ],
    freeHeading: 'Por qué esta guía es gratis',
    free: 'Todo lo que contiene funciona sin la app: un patrón se puede contar mentalmente y una sentada se puede cronometrar con cualquier reloj. Si la app te ayuda a mantener la práctica, ahí está; si la guía es todo lo que necesitas, también es un buen resultado.',
  },

  design: {
    title: 'Diseño',
    summary: 'Por qué la app se ve y se comporta como lo hace',
    intro:
      'La pantalla con la que practicas debería pedir la menor atención posible. Cada decisión de diseño que sigue nace de esa única idea.',
    quietHeading: 'Tranquila a la vista',
    quiet: [
      'Espacio generoso, tipografía sencilla y un solo color de acento, un verde azulado profundo, en claro u oscuro según tengas configurado el sistema. Los mismos colores y formas recorren la app, las pantallas de sesión y las páginas de las técnicas, así que pasar de una a otra no te pide nada nuevo.',
      'El movimiento es lento y sigue la respiración. Si tu sistema pide reducir el movimiento, nada crece ni se mueve: la guía se ilumina y se atenúa con la respiración. Los colores cumplen los niveles de contraste WCAG AA, y los controles tienen un tamaño pensado para un pulgar relajado.',
    ],
    guidesHeading: 'Guías que puedes seguir sin leer',
    guides:
      'Un círculo crece al inhalar, reposa mientras retienes y se encoge al exhalar. Para quien los prefiera, también hay unos pulmones y una ola. El nombre de la fase y los segundos que quedan siguen en pantalla para cuando quieras verlos, y unos sonidos suaves pueden marcar cada cambio para que puedas cerrar los ojos.',
    timeHeading: 'Un tiempo en el que confiar',
    time: 'El estado de una sesión se calcula a partir del tiempo transcurrido, no se cuenta tic a tic, así que un teléfono que ralentiza la página en segundo plano se pone al día con exactitud, y una sentada de sesenta minutos termina justo en el segundo en que debe. Las campanas y las señales se programan con antelación en el reloj de audio, así que suenan a tiempo aunque la página esté en segundo plano.',
    outOfTheWayHeading: 'Discreta mientras practicas',
    outOfTheWayPoints: [
      'La pantalla se mantiene encendida durante una sesión y se atenúa tras dos minutos sin tocarla para ahorrar batería; un toque la vuelve a iluminar.',
      'En modo zen, la cuenta atrás y los controles se desvanecen; un toque muestra el botón «Terminar sesión» durante unos segundos.',
      'Una retención de la respiración termina cuando tú lo decides, con un botón «Suelta y respira» en lugar de un temporizador.',
    ],
    whereYouAreHeading: 'Funciona donde estés',
    whereYouAre:
      'Stillpoint se instala en un teléfono o en un ordenador como una app y funciona sin conexión. Una sesión que completas sin conexión se guarda en el dispositivo y se envía en cuanto vuelves a estar en línea, para que tu historial no tenga huecos.',
    thisGuideHeading: 'Esta guía',
    thisGuide:
      'La guía sigue las mismas reglas: un solo color de acento, aire alrededor del texto, y cada patrón y cada nota sacados del mismo catálogo con el que funciona la app, para que nunca se contradigan.',
  },
} satisfies GuideWords;
