import type { CatalogTexts } from './catalogTexts';

/** The meditation styles' and the library's words in French (vous ; termes de docs/glossary.md et types de méditation du SDK). */
export const fr: CatalogTexts = {
  styles: {
    tm: {
      subtitle: 'Méditation sur un mantra après un court échauffement respiratoire',
      description: '2 minutes de respiration pranayama, puis 20 minutes de méditation sur un mantra, sans effort.',
      how: 'Deux minutes de respiration lente, puis asseyez-vous confortablement, les yeux fermés, et répétez intérieurement un mot simple et apaisant. Quand vous remarquez que votre esprit s’est égaré, revenez-y sans effort. À la fin, restez assis en silence une minute ou deux avant d’ouvrir les yeux.',
      why: 'Un son répété offre à l’esprit un endroit facile où se reposer, et l’effort peut alors s’effacer ; beaucoup trouvent ce style reposant.',
      when: 'Deux fois par jour, avant le petit-déjeuner et en fin d’après-midi : c’est le rythme traditionnel.',
      science:
        'La Méditation transcendantale (MT) est une technique protégée par une marque et enseignée par des professeurs certifiés ; ce style n’en reprend que le minutage. Des méta-analyses d’essais sur la MT rapportent des baisses modestes de la tension artérielle, et une déclaration de l’American Heart Association de 2013 indique qu’elle peut être envisagée en complément.',
    },
    zen: {
      subtitle: 'Assis, droit et immobile, sans rien à l’écran',
      description: '20 minutes de zazen en mode zen, puis 5 minutes de transition douce.',
      how: 'Asseyez-vous droit et immobile, les yeux mi-clos, le regard posé sur le sol devant vous. Comptez vos respirations de un à dix, et recommencez quand vous perdez le compte. Les cinq dernières minutes sont une transition douce avant de vous lever.',
      why: 'Une posture stable et un simple comptage peuvent vous entraîner à remarquer plus tôt que l’esprit s’égare, et à revenir, encore et encore.',
      when: 'Une assise quotidienne, idéalement à la même heure et au même endroit ; le mode zen masque le minuteur pour que rien ne détourne votre attention.',
      science:
        'Le zazen est la pratique assise du bouddhisme zen. Des études sur des pratiquants zen expérimentés (par ex. Pagnoni et al., 2008) ont montré qu’ils revenaient plus vite au repos après des pensées distrayantes ; les données sur les débutants sont limitées.',
    },
    quick: {
      subtitle: 'Dix minutes avec le souffle',
      description: 'Une assise simple de 10 minutes, posée sur le souffle, pour les jours où le temps manque.',
      how: 'Asseyez-vous confortablement, fermez les yeux et posez votre attention sur le souffle, au niveau des narines ou du ventre. Quand l’esprit s’égare, remarquez-le et revenez. C’est toute la pratique.',
      why: 'Dix minutes, c’est assez long pour se poser et assez court pour pratiquer chaque jour, et une habitude régulière compte peut-être plus qu’une longue assise.',
      when: 'Pendant la pause déjeuner, entre deux tâches, ou chaque fois qu’une séance complète ne trouve pas sa place.',
      science:
        'De brèves séances de pleine conscience d’environ 10 minutes ont amélioré l’attention dans certaines études en laboratoire (par ex. Norris et al., 2018), et une courte pratique quotidienne a été associée à une meilleure humeur dans des essais menés avec des applications.',
    },
    'body-scan': {
      subtitle: 'Relâcher les tensions de la tête aux pieds',
      description: 'Parcourez lentement le corps avec votre attention pendant 15 minutes, avec une consigne chaque minute.',
      how: 'Allongez-vous ou asseyez-vous confortablement. Faites remonter lentement votre attention des orteils jusqu’au sommet de la tête, en remarquant chaque zone sans chercher à la changer. Des consignes vous guident tout au long du parcours.',
      why: 'Prêter une attention fine aux sensations peut relâcher des tensions que vous n’aviez pas remarquées, et entraîne une attention calme et curieuse.',
      when: 'Le soir ou avant de dormir, après une longue journée au bureau, ou quand vous avez l’impression d’avoir perdu le contact avec votre corps.',
      science:
        'Le scan corporel est une pratique centrale de la réduction du stress basée sur la pleine conscience (MBSR). Des méta-analyses de la MBSR rapportent des baisses modérées du stress et de l’anxiété ; le scan seul a été moins étudié.',
    },
    'anchor-switching': {
      subtitle: 'Apprendre à diriger son attention',
      description: 'Déplacez votre attention entre le souffle, les sons et le corps à chaque consigne, toutes les 45 secondes pendant 12 minutes.',
      how: 'Posez votre attention sur un ancrage (le souffle, les sons ou le corps) et, quand la consigne vous y invite, déplacez-la délibérément vers le suivant. Chaque changement est l’occasion de remarquer où était l’esprit.',
      why: 'Choisir où va l’attention, et la déplacer volontairement, pourrait exercer le même contrôle que celui dont vous avez besoin pour lâcher une distraction.',
      when: 'Avant un travail qui demande de la concentration, ou quand votre esprit vous semble dispersé.',
      science:
        'Cette pratique s’appuie sur la recherche sur l’entraînement de l’attention, qui distingue le fait de maintenir l’attention de celui de la déplacer. Les études sur l’entraînement à la pleine conscience montrent de petites améliorations aux tâches d’attention ; cet exercice précis n’a pas été testé isolément.',
    },
    'emotion-surfing': {
      subtitle: 'Surfer sur une émotion sans se laisser emporter',
      description: 'Remarquez une émotion dans le corps et regardez-la monter puis retomber, avec une consigne toutes les 2 minutes pendant 10 minutes.',
      how: 'Pensez à une émotion présente en ce moment, remarquez où elle se manifeste dans le corps, et regardez-la monter, culminer et retomber comme une vague, sans la repousser ni suivre l’histoire qui l’accompagne.',
      why: 'Les émotions ont tendance à passer plus facilement quand on les remarque au lieu de les combattre, et les nommer peut en faire retomber un peu l’intensité.',
      when: 'Quand une émotion est forte mais gérable. Si elle vous submerge, choisissez plutôt une pratique de respiration ou tournez-vous vers une personne de confiance.',
      science:
        'Cette pratique est adaptée du « surf sur l’envie » de la prévention de la rechute basée sur la pleine conscience. Des études en laboratoire sur l’étiquetage affectif (par ex. Lieberman et al., 2007) ont montré que mettre des mots sur ses émotions réduisait l’activité de la réponse du cerveau à la menace.',
    },
    'mental-labeling': {
      subtitle: 'Nommer, puis laisser aller',
      description: 'Notez les pensées, les sons et les ressentis d’un mot doux, avec une consigne toutes les 90 secondes pendant 15 minutes.',
      how: 'Quand une expérience apparaît, notez-la d’un mot doux : « pensée », « entendre », « sentir », « planifier ». Puis revenez au souffle jusqu’à ce que la suivante se présente.',
      why: 'Une étiquette discrète crée un peu de distance entre vous et une pensée, ce qui peut aider à la laisser aller.',
      when: 'Quand les pensées sont nombreuses ou tenaces, ou pour donner de la structure à une assise.',
      science:
        'La notation mentale vient de la tradition birmane Mahasi de la méditation vipassana. Les études sur l’étiquetage affectif suggèrent que nommer une expérience peut réduire son emprise émotionnelle ; la recherche sur la notation elle-même est peu abondante.',
    },
    'gaze-meditation': {
      subtitle: 'Les yeux ouverts, posés sur un point',
      description: 'Posez doucement le regard sur un seul point, avec une consigne toutes les 2 minutes pendant 12 minutes.',
      how: 'Posez doucement votre regard sur un seul point, comme la flamme d’une bougie ou une marque sur le mur, sans forcer. Clignez des yeux quand vous en avez besoin. Quand l’esprit s’égare, revenez au point.',
      why: 'Pour qui s’endort ou s’agite les yeux fermés, un ancrage visuel extérieur peut aider à rester dans l’instant.',
      when: 'Quand la somnolence vous gagne, ou quand vous voulez pratiquer les yeux ouverts.',
      science:
        'Cette pratique ressemble au Trataka, une pratique yogique de fixation du regard. Quelques petites études rapportent une meilleure attention ou un meilleur sommeil après un entraînement au Trataka, mais les données restent préliminaires.',
    },
    'open-awareness': {
      subtitle: 'Une attention large, sans choix',
      description: 'Laissez l’attention reposer, ouverte à tout ce qui se présente, avec une consigne toutes les 3 minutes pendant 18 minutes.',
      how: 'Asseyez-vous en silence et laissez l’attention reposer, grande ouverte : sons, sensations, pensées. Remarquez tout ce qui apparaît et laissez-le passer, sans choisir un ancrage unique.',
      why: 'Au lieu de vous concentrer, vous pratiquez la simple présence, ce qui peut vous aider à moins vous laisser happer par une pensée, quelle qu’elle soit.',
      when: 'Après avoir acquis un peu d’expérience des pratiques de concentration, ou à la fin d’une assise plus longue.',
      science:
        'Les chercheurs l’appellent « monitoring ouvert » et la distinguent de l’attention focalisée (Lutz et al., 2008). Des études l’associent à une attention plus flexible, même si la plupart portent sur des méditants expérimentés.',
    },
    'walking-meditation': {
      subtitle: 'La pleine conscience à chaque pas',
      description: 'Marchez lentement en sentant chaque pas, avec une consigne toutes les 90 secondes pendant 15 minutes.',
      how: 'Marchez lentement dans un endroit calme, en remarquant comment chaque pied se lève, avance et se pose. Quand l’esprit s’égare, revenez à la sensation de vos pieds et du sol.',
      why: 'Le mouvement vous garde alerte et peut aider à faire entrer la pleine conscience dans la vie de tous les jours.',
      when: 'Quand rester assis vous agite ou vous endort, après un long moment au bureau, ou en plein air.',
      science:
        'La méditation en marchant est pratiquée dans de nombreuses traditions bouddhistes. De petits essais rapportent des bienfaits pour l’humeur et, chez les personnes âgées, pour l’équilibre ; des études plus larges restent nécessaires.',
    },
  },
  libraryEducation: {
    mbsr: {
      how: 'Asseyez-vous confortablement et posez votre attention sur le souffle. Quand une cloche sonne, toutes les 10 minutes, regardez où se trouve votre attention et revenez doucement.',
      why: 'Ramener l’attention au présent, sans vous juger quand elle s’égare, est la compétence de base de la pleine conscience, et la pratique peut la rendre plus facile au quotidien.',
      when: 'Une assise quotidienne régulière, à un moment que vous pouvez préserver.',
      science:
        'La réduction du stress basée sur la pleine conscience (MBSR) est un programme de 8 semaines créé par Jon Kabat-Zinn en 1979. Des méta-analyses (par ex. Khoury et al., 2015) rapportent des baisses modérées du stress, de l’anxiété et de l’humeur dépressive chez des adultes en bonne santé.',
    },
    metta: {
      how: 'Offrez en silence des vœux bienveillants (« que tu sois en sécurité, que tu ailles bien ») tour à tour à vous-même, à un proche, à une personne neutre, à une personne difficile et à tous les êtres. Une cloche marque chaque étape de 5 minutes.',
      why: 'Cultiver délibérément la bienveillance peut renforcer les sentiments chaleureux envers vous-même et envers les autres.',
      when: 'Quand vous vous jugez sévèrement, que vous êtes irritable ou que vous vous sentez loin des autres.',
      science:
        'L’amour bienveillant vient de la pratique bouddhiste. Une méta-analyse de 2015 (Zeng et al.) a trouvé qu’il augmentait les émotions positives ; les études sont pour la plupart de petite taille.',
    },
    'yoga-nidra': {
      how: 'Allongez-vous, couvrez-vous et suivez les étapes : installez-vous, parcourez le corps, suivez le souffle, imaginez un lieu calme, puis revenez lentement. Essayez de ne pas vous endormir, mais si cela arrive, ce n’est pas grave.',
      why: 'Un repos profond guidé par une structure peut laisser le corps se détendre pendant que l’esprit reste doucement occupé.',
      when: 'Pour recharger les batteries l’après-midi, ou avant de dormir. On l’appelle parfois repos profond sans sommeil (NSDR).',
      science:
        'Le yoga nidra est une pratique de relaxation guidée issue du yoga. De petites études rapportent une meilleure qualité de sommeil et moins de stress, et une petite étude en TEP (Kjaer et al., 2002) a observé une libération de dopamine pendant la pratique.',
    },
  },
  meditationLibrary: {
    'tm-transcendental': {
      name: 'Méditation de style transcendantal',
      description: 'Vingt minutes de méditation sur un mantra, sans effort et les yeux fermés, au rythme traditionnel de deux fois par jour.',
    },
    'mindfulness-mbsr': {
      name: 'Pleine conscience (MBSR)',
      description: 'Trente minutes d’assise en pleine conscience, dans l’esprit de la réduction du stress basée sur la pleine conscience, avec une cloche toutes les 10 minutes pour vérifier où en est votre attention.',
    },
    'body-scan-progressive': {
      name: 'Scan corporel progressif',
      description: 'Vingt minutes à remonter lentement le long du corps en cinq étapes, chacune marquée par une cloche douce.',
      phases: [
        ['Pieds et jambes', 'Sentez le poids de vos pieds et de vos jambes ; remarquez la chaleur, la pression ou les picotements.'],
        ['Hanches et ventre', 'Remarquez les hanches, le bas du dos, et le ventre qui se soulève et s’abaisse avec le souffle.'],
        ['Poitrine et dos', 'Sentez bouger la poitrine et le haut du dos ; laissez les épaules se relâcher.'],
        ['Bras et mains', 'Faites descendre votre attention le long des bras jusqu’au bout des doigts, en remarquant chaque sensation.'],
        ['Cou, visage et tête', 'Détendez la mâchoire, les yeux et le front ; puis sentez tout le corps à la fois.'],
      ],
    },
    'metta-loving-kindness': {
      name: 'Amour bienveillant (Metta)',
      description: 'Vingt-cinq minutes à offrir des vœux bienveillants en cinq cercles qui s’élargissent, de vous-même à tous les êtres.',
      phases: [
        ['Vous-même', 'Que je sois en sécurité. Que j’aille bien. Que je sois en paix.'],
        ['Un proche', 'Pensez à une personne qui vous est chère et souhaitez-lui la même chose.'],
        ['Une personne neutre', 'Pensez à quelqu’un que vous connaissez à peine, et souhaitez-lui aussi du bien.'],
        ['Une personne difficile', 'Incluez avec douceur une personne avec qui c’est difficile, dans la mesure où cela vous semble juste aujourd’hui.'],
        ['Tous les êtres', 'Laissez ces vœux s’étendre à tous, partout.'],
      ],
    },
    'yoga-nidra-nsdr': {
      name: 'Yoga Nidra (NSDR)',
      description: 'Trente minutes de repos profond et guidé, en position allongée, au son de la mer.',
      phases: [
        ['Installation et intention', 'Allongez-vous, installez-vous confortablement et choisissez une intention courte et bienveillante.'],
        ['Rotation de la conscience', 'Promenez rapidement votre attention dans le corps, partie par partie.'],
        ['Conscience du souffle', 'Comptez des respirations lentes à rebours à partir de 27, en recommençant si vous perdez le compte.'],
        ['Lieu calme', 'Imaginez en détail un lieu calme et sûr, et reposez-vous là.'],
        ['Retour', 'Répétez votre intention, sentez le corps, puis revenez lentement.'],
      ],
    },
    'sit-walk-sit': {
      name: 'Assis, marche, assis',
      description: 'Vingt-cinq minutes assis, dix de marche lente, puis vingt-cinq de nouveau assis : une cloche ouvre chaque partie et clôt l’assise.',
    },
    'random-bells-noting': {
      name: 'Cloches au hasard pour la notation mentale',
      description: 'Vingt minutes d’assise avec cinq cloches à des moments imprévisibles : à chacune, notez ce qui est là, puis continuez.',
    },
  },
  breathingLibrary: {
    'box-breathing-navy': {
      name: 'Respiration carrée (façon Navy)',
      description: 'Dix minutes de respiration carrée 4-4-4-4, celle qu’on enseigne pour garder son calme sous pression.',
    },
    'four-seven-eight-weil': {
      name: '4-7-8 (Dr Weil)',
      description: 'Huit cycles : inspirez sur 4, retenez sur 7, expirez sur 8, comme l’enseigne le Dr Andrew Weil.',
    },
    'coherent-breathing': {
      name: 'Cohérence cardiaque',
      description: 'Quinze minutes à six respirations par minute : 5 secondes d’inspiration, 5 d’expiration.',
    },
    'physiological-sigh-huberman': {
      name: 'Soupir physiologique (Huberman)',
      description: 'Trois soupirs à double inspiration : 2 secondes d’inspiration complétées d’une courte gorgée d’air, puis 6 secondes d’expiration.',
    },
    'deep-reset-simplified': {
      name: 'Remise à zéro profonde (simplifiée)',
      description: 'Trois cycles de 30 respirations rapides, une rétention du souffle jusqu’à 60 secondes, une respiration de récupération et 30 secondes de repos.',
    },
  },
};
