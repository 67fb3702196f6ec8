import type { GuideWords } from './en';

/** The CalmKit guide in French (vous; terms as in docs/glossary.md and the app's catalogs). */
export const fr = {
  title: 'CalmKit',
  subtitle: 'Le guide essentiel de la respiration et de la méditation, par Stillpoint',
  notice:
    'Ce guide donne des informations générales sur la pratique de la respiration et de la méditation. Il ne constitue pas un avis médical et ne remplace pas les soins d’un médecin ou d’un thérapeute. Arrêtez tout exercice si vous vous sentez mal, et demandez l’avis d’un médecin avant de commencer si vous avez une maladie cardiaque ou pulmonaire, si vous souffrez d’épilepsie ou si vous êtes enceinte.',
  inside: 'Ce qu’il contient',
  contents: 'Sommaire',
  chapter: (number: number) => `Chapitre ${number}`,
  edition: 'Édition de {date}',
  siteLink: 'Stillpoint sur {host}',

  pattern: 'Rythme',
  session: 'Séance',
  level: 'Niveau',
  inhale: 'Inspirez',
  hold: 'Retenez',
  exhale: 'Expirez',
  seconds: (count: number) => `${count} s`,
  minutes: (count: number) => `${count} min`,
  rounds: (count: number) => (count < 2 ? `${count} cycle` : `${count} cycles`),
  howToPractise: 'Comment pratiquer',
  whyItMayHelp: 'Pourquoi cela peut aider',
  whenToUseIt: 'Quand l’utiliser',
  theEvidence: 'Ce qu’en disent les études',

  breathing: {
    title: 'Techniques de respiration',
    summary: (count: number) => `Les ${count} techniques de l’éditeur de respiration\u00a0: rythmes, pratique et études`,
    intro:
      'La respiration est la seule part du rythme automatique du corps que vous pouvez aussi diriger volontairement. Chaque technique qui suit se trouve dans l’éditeur de respiration, avec le même rythme et les mêmes notes que dans l’application.',
    readingHeading: 'Lire un rythme',
    reading:
      'Un rythme, ce sont quatre durées en secondes : inspirer, retenir poumons pleins, expirer, retenir poumons vides. Ainsi, 4-7-8-0 veut dire inspirer sur 4, retenir sur 7, expirer sur 8, puis enchaîner directement sur la respiration suivante. Un zéro marque une phase que la technique laisse de côté.',
    readingPoints: [
      'Asseyez-vous ou allongez-vous confortablement, les épaules relâchées. Respirez par le nez, sauf si la technique indique autre chose.',
      'Les temps sont un repère, pas une épreuve. Si une rétention vous semble longue, gardez les mêmes proportions en comptant plus vite, ou sautez la rétention.',
      'Arrêtez et respirez normalement en cas de vertige, d’étourdissement ou de malaise.',
    ],
  },

  meditation: {
    title: 'Les bases de la méditation',
    summary: 'La posture, l’attention, l’esprit qui vagabonde, et les styles de l’éditeur de méditation',
    intro:
      'Méditer, ici, veut dire quelque chose de simple : poser son attention sur une seule chose, remarquer quand elle s’en est éloignée, et l’y ramener, encore et encore. Il n’y a rien à vider, rien à atteindre, rien à ressentir.',
    sittingHeading: 'S’asseoir',
    sitting: [
      'Choisissez une position que vous pouvez garder sans bouger et sans effort : sur une chaise, les deux pieds au sol, sur un coussin, ou en position allongée pour un scan corporel. Gardez le dos droit sans être raide, les mains posées, la mâchoire détendue.',
      'Fermez les yeux, ou laissez-les mi-clos, le regard posé sur le sol un peu devant vous. Les deux conviennent ; garder les yeux ouverts peut aider quand le sommeil vous gagne.',
    ],
    anchorHeading: 'Choisir un ancrage',
    anchor: 'Un ancrage est la chose unique vers laquelle l’attention revient. Choisissez-en un et gardez-le pendant toute l’assise :',
    anchorPoints: [
      ['Le souffle', 'aux narines, dans la poitrine ou dans le ventre, là où il est le plus facile à sentir.'],
      ['Le corps', 'son poids sur la chaise, ou chaque partie tour à tour, comme dans un scan corporel.'],
      ['Les sons', 'entendus tels qu’ils viennent et s’en vont, sans chercher à nommer leur source.'],
      ['Un mot', 'répété intérieurement, comme dans la méditation sur un mantra.'],
      ['Un point', 'où poser le regard, ou la sensation de chaque pas quand vous marchez.'],
    ],
    wanderingHeading: 'Quand l’esprit vagabonde',
    wandering: [
      'Il vagabondera, souvent au bout de quelques respirations. Ce n’est pas un échec : remarquer que l’attention est partie et la ramener, c’est l’exercice lui-même, comme soulever et reposer un poids est l’exercice de la musculation. Certains notent la distraction d’un mot doux, « pensée », avant de revenir.',
      'Revenez avec bienveillance. Vous gronder n’est qu’une pensée de plus dont il faudra revenir.',
    ],
    howLongHeading: 'Combien de temps, et à quelle fréquence',
    howLong: [
      'Cinq à dix minutes, c’est un bon début. Une assise brève que vous tenez chaque jour apporte souvent plus qu’une longue que vous repoussez sans cesse ; allongez-la quand elle commence à vous paraître facile. Le même moment et le même endroit chaque jour en font une habitude plutôt qu’une décision.',
      'Un minuteur vous évite de surveiller l’heure. Stillpoint peut faire sonner une cloche au début, à intervalles et à la fin, et le mode zen masque entièrement le compte à rebours.',
    ],
    stylesHeading: 'Les styles de Stillpoint',
    styles: (count: number) =>
      `L’éditeur de méditation propose ${count} styles. Chacun fournit le minutage, les cloches et les consignes\u00a0; la pratique, elle, vous appartient.`,
  },

  daily: {
    title: 'Au quotidien',
    summary: 'Une pratique courte et régulière qui trouve sa place dans la journée que vous avez déjà',
    intro:
      'Une pratique aide surtout quand elle fait partie d’une journée ordinaire, et non d’un événement à part. Le but n’est pas de passer plus de temps sur un coussin, mais de vous accorder souvent quelques instants qui vous manqueraient s’ils disparaissaient.',
    smallerHeading: 'Commencez plus petit que vous ne le pensez',
    smaller:
      'Deux minutes de {box} ou une {quick} de dix minutes suffisent pour commencer. Restez-en là les premières semaines, jusqu’à ce que vous remarquiez que vous attendez ce moment avec plaisir ; ajoutez ensuite quelques minutes si vous le souhaitez.',
    tieHeading: 'Accrochez-la à ce que vous faites déjà',
    tie: 'Une nouvelle habitude tient mieux quand elle en suit une ancienne. Choisissez un moment qui revient de toute façon chaque jour :',
    tiePoints: [
      'après le premier café ou thé, avant d’ouvrir l’ordinateur ;',
      'dans le train ou le bus, si vous ne conduisez pas (toute technique sauf la {deep-reset}) ;',
      'avant une réunion ou un appel que vous appréhendez ;',
      'le soir, après vous être brossé les dents, avant de poser le téléphone sur la table de nuit.',
    ],
    dayHeading: 'Une journée, par exemple',
    dayPoints: [
      ['Le matin :', '{coherent} pendant cinq à dix minutes, ou la {deep-reset} si vous voulez de l’énergie et qu’elle est sans danger pour vous.'],
      ['Avant un moment exigeant :', 'deux minutes de {box}.'],
      ['Dans un moment de tension :', 'un à trois cycles de {physiological-sigh}.'],
      ['Après le travail :', 'une {walking-meditation} sur le chemin du retour, ou une {quick} avant que la soirée commence.'],
      ['Le soir :', 'la {4-7-8}, un {body-scan} ou l’{humming-exhale} pour vous détendre.'],
    ],
    day: 'C’est un menu, pas un emploi du temps. Un seul de ces moments par jour, c’est déjà une pratique.',
    noAppHeading: 'Des moments sans application',
    noAppPoints: [
      'Trois respirations lentes, chaque expiration plus longue que l’inspiration, pendant qu’une page se charge ou que l’eau chauffe.',
      'Sentir vos deux pieds sur le sol pendant que vous faites la queue.',
      'Remarquer un son, une couleur et une sensation avant de vous lever de votre bureau.',
    ],
    trackHeading: 'Suivre sans compter les points',
    track:
      'Stillpoint peut afficher votre série de jours avec une séance terminée et vos totaux du mois écoulé ; les deux se désactivent dans vos préférences, et les rappels n’arrivent que si vous les demandez. Une série de jours est là pour vous rappeler de pratiquer, pas pour vous noter : si vous manquez un jour, recommencez simplement le lendemain.',
  },

  stress: {
    title: 'Gérer le stress',
    summary: 'Que faire sur le moment, avant une journée difficile, après, et la nuit',
    intro:
      'Le stress, c’est le corps qui se prépare à faire face à une exigence : le cœur bat plus vite, le souffle s’accélère, l’attention se resserre. Utile par courtes poussées, il devient usant quand il ne retombe plus. La respiration est l’une des rares parties de cette réaction que vous pouvez diriger volontairement.',
    momentHeading: 'Sur le moment',
    momentPoints: [
      ['Soupirez.', 'Un à trois cycles de {physiological-sigh} : une inspiration complète, une deuxième petite gorgée d’air, puis une longue expiration lente.'],
      ['Allongez l’expiration.', 'Expirez environ deux fois plus longtemps que vous n’inspirez, comme dans la {1-2-ratio}.'],
      ['Nommez-le.', 'Vous dire « c’est du stress » ou « je ressens de l’anxiété » peut faire un peu retomber l’intensité de l’émotion.'],
      ['Ancrez-vous.', 'Sentez vos pieds, la chaise, vos mains ; regardez autour de vous et nommez quelques choses que vous voyez.'],
    ],
    beforeHeading: 'Avant une épreuve annoncée',
    before:
      'Deux à cinq minutes de {box} avant un examen, une prise de parole ou une conversation difficile donnent à l’esprit une seule chose simple à faire pendant que le corps se pose. Pratiquez-la aussi les jours calmes, pour qu’elle vous soit familière le jour où vous en aurez besoin.',
    afterHeading: 'Après une journée difficile',
    after:
      'Dix minutes de {coherent}, une {walking-meditation} ou un {body-scan} pour remarquer où la journée s’est logée dans le corps. Si une émotion revient sans cesse, {emotion-surfing} permet de rester avec elle sans vous laisser emporter.',
    nightHeading: 'La nuit',
    night:
      'Au lit, la {4-7-8}, l’{humming-exhale} ou la {tidal}. Si le sommeil ne vient pas, laissez la pratique être un repos en soi plutôt qu’un moyen de forcer le sommeil : s’efforcer de se détendre marche rarement.',
    safelyHeading: 'Pratiquer en sécurité',
    safelyPoints: [
      'Arrêtez toute technique et respirez normalement en cas de vertige, d’étourdissement, de picotements ou d’essoufflement. Les rétentions sont toujours facultatives.',
      'Ne pratiquez la {deep-reset} qu’en position assise ou allongée : jamais dans l’eau, au volant ou debout. Évitez-la si vous êtes enceinte ou si vous souffrez d’épilepsie, d’une maladie cardiaque ou d’hypertension artérielle.',
      'La méditation fait parfois remonter des souvenirs ou des émotions difficiles. Si cela arrive, ouvrez les yeux, raccourcissez la séance, ou passez à un exercice de respiration ou à une marche.',
    ],
    reachOutHeading: 'Quand demander de l’aide',
    reachOut:
      'La respiration et la méditation sont des façons de prendre soin de vous ; elles ne sont pas un traitement. Si le stress, l’anxiété, un moral en berne ou un mauvais sommeil durent plusieurs semaines ou gênent votre vie quotidienne, parlez-en à un médecin ou à un professionnel de la santé mentale. S’il vous arrive de penser à vous faire du mal, appelez tout de suite le numéro d’urgence de votre pays ou une ligne d’écoute de crise.',
  },

  philosophy: {
    title: 'Philosophie',
    summary: 'Minimaliste, sans distraction, fondée sur les preuves et privée : ce que chacun signifie en pratique',
    intro:
      'Stillpoint est un minuteur de respiration et de méditation, et n’essaie pas d’être autre chose. Quatre principes décident de ce qui y entre et, surtout, de ce qui reste dehors.',
    minimalistHeading: 'Minimaliste',
    minimalist:
      'Une pratique a besoin d’un rythme, d’une durée et peut-être d’un son. Tout le reste est un choix à faire avant de pouvoir commencer. C’est pourquoi chaque technique et chaque style partent de réglages qui fonctionnent : vous pouvez appuyer sur « Commencer » sans rien changer, et les options sont là quand vous en avez envie.',
    distractionFreeHeading: 'Sans distraction',
    distractionFreePoints: [
      'Pas de fil d’actualité, pas de publicité, pas de badges, rien à faire défiler avant de commencer.',
      'Pendant une séance, l’écran montre le guide, la phase et le temps, et en mode zen seulement un cercle qui respire.',
      'Une séance se termine en douceur, sur une ligne qui dit combien de temps elle a duré, et non sur une invitation à en faire plus.',
    ],
    evidenceHeading: 'Fondée sur les preuves',
    evidence: [
      'Les notes de chaque technique disent ce qu’elle peut apporter et sur quel type de preuve cela repose : un essai randomisé, une petite étude en laboratoire, une tradition, ou l’absence d’essais. Elles disent « peut » plutôt que « va », citent des études plutôt que d’inventer des chiffres, et ne promettent aucun traitement.',
      'Rien dans Stillpoint ni dans ce guide ne constitue un avis médical.',
    ],
    privateHeading: 'Privée',
    privatePoints: [
      'Vous pouvez pratiquer sur les pages des techniques sans compte.',
      'Un compte garde ce dont il a besoin pour fonctionner : votre nom et votre adresse e-mail, vos préférences et votre abonnement, les séances que vous enregistrez et le journal des séances que vous terminez, qui sert à calculer votre série de jours et vos chiffres du mois.',
      'Les mots de passe ne sont stockés que sous la forme d’une empreinte à sens unique, lente à calculer (argon2id).',
      'Les pages de l’application ne chargent rien depuis d’autres sites : aucun traceur tiers n’y tourne donc. Les paiements se font sur la page du prestataire de paiement lui-même.',
      'Vous pouvez à tout moment, depuis votre profil, télécharger tout ce qui est stocké à votre sujet, ou supprimer votre compte et toutes ses données.',
    ],
    freeHeading: 'Pourquoi ce guide est gratuit',
    free: 'Tout ce qu’il contient fonctionne sans l’application : un rythme se compte de tête et une assise se chronomètre avec n’importe quelle horloge. Si l’application vous aide à tenir votre pratique, elle est là ; si le guide vous suffit, c’est aussi une belle réussite.',
  },

  design: {
    title: 'Conception',
    summary: 'Pourquoi l’application a cette apparence et ce comportement',
    intro:
      'L’écran avec lequel vous pratiquez devrait demander aussi peu d’attention que possible. Chaque choix de conception présenté ici découle de cette seule idée.',
    quietHeading: 'Calme à regarder',
    quiet: [
      'Beaucoup d’espace, une typographie simple et une seule couleur d’accent, un bleu canard profond, en clair ou en sombre selon le réglage de votre système. Les mêmes couleurs et les mêmes formes se retrouvent dans l’application, les écrans de séance et les pages des techniques : passer de l’un à l’autre ne vous demande rien de nouveau.',
      'Le mouvement est lent et suit le souffle. Si votre système demande de réduire les animations, rien ne grandit ni ne bouge : le guide s’éclaircit et s’assombrit au rythme du souffle. Les couleurs respectent les niveaux de contraste WCAG AA, et les commandes sont à la taille d’un pouce détendu.',
    ],
    guidesHeading: 'Des guides à suivre sans lire',
    guides:
      'Un cercle grandit quand vous inspirez, reste immobile pendant que vous retenez et rétrécit quand vous expirez. Des poumons et une vague sont proposés à ceux qui les préfèrent. Le nom de la phase et les secondes restantes restent à l’écran pour les moments où vous voulez les voir, et des sons doux peuvent marquer chaque changement pour que vous puissiez fermer les yeux.',
    timeHeading: 'Un temps fiable',
    time: 'L’état d’une séance est calculé à partir du temps écoulé, et non compté seconde après seconde : un téléphone qui ralentit la page en arrière-plan rattrape donc exactement son retard, et une assise de soixante minutes se termine à la seconde près. Les cloches et les signaux sont programmés à l’avance sur l’horloge audio ; ils restent donc à l’heure même quand la page est en arrière-plan.',
    outOfTheWayHeading: 'Discrète pendant la pratique',
    outOfTheWayPoints: [
      'L’écran reste allumé pendant une séance et s’assombrit après deux minutes sans contact pour économiser la batterie ; il suffit de le toucher pour le rallumer.',
      'En mode zen, le compte à rebours et les commandes s’effacent ; un toucher affiche le bouton « Terminer la séance » pendant quelques secondes.',
      'Une rétention du souffle prend fin quand vous le décidez, avec un bouton « Relâchez et respirez » plutôt qu’un minuteur.',
    ],
    whereYouAreHeading: 'Là où vous êtes',
    whereYouAre:
      'Stillpoint s’installe sur un téléphone ou un ordinateur comme une application et fonctionne hors ligne. Une séance terminée sans connexion est gardée sur l’appareil et envoyée dès que vous êtes de nouveau en ligne : votre historique n’a pas de trous.',
    thisGuideHeading: 'Ce guide',
    thisGuide:
      'Le guide suit les mêmes règles : une seule couleur d’accent, de l’air autour du texte, et chaque rythme et chaque note tirés du même catalogue que celui de l’application, pour que les deux ne se contredisent jamais.',
  },
} satisfies GuideWords;
