import { techniqueMessages } from './techniqueTexts';

/** Each technique's words in French (vous ; phases comme dans le catalogue du SDK et docs/glossary.md). */
export const fr = techniqueMessages({
  box: {
    subtitle: 'Concentration calme et stable',
    description: 'Quatre côtés égaux : inspirer, retenir, expirer, retenir, 4 secondes chacun.',
    explanation: 'Des temps égaux vous ralentissent à environ quatre respirations par minute et donnent à l’esprit une seule chose simple à faire.',
    phases: [
      ['Inspirez', '4 s par le nez'],
      ['Retenez', '4 s, poumons pleins'],
      ['Expirez', '4 s, lent et régulier'],
      ['Retenez', '4 s, poumons vides'],
    ],
    how: 'Inspirez par le nez pendant 4 secondes, retenez 4, expirez 4, retenez 4. Gardez un souffle doux et suivez le cercle sur ses quatre côtés.',
    why: 'Des temps égaux et lents ramènent le rythme à environ quatre respirations par minute et donnent à l’esprit une tâche simple, ce qui peut apaiser une sensation d’agitation ou d’anxiété.',
    when: 'Avant une réunion, un examen ou une conversation difficile, ou chaque fois que vous voulez vous stabiliser tout en restant alerte.',
    science:
      'La respiration carrée est enseignée dans certaines formations militaires et de secours. Dans une étude randomisée de 2023 (Balban et al., Cell Reports Medicine), cinq minutes par jour pendant un mois ont amélioré l’humeur et réduit l’anxiété, le soupir cyclique faisant un peu mieux.',
  },
  '4-7-8': {
    subtitle: 'Se détendre avant de dormir',
    description: 'Inspirez sur 4, retenez sur 7, expirez sur 8, huit fois.',
    explanation: 'Une expiration deux fois plus longue que l’inspiration s’appuie sur la moitié apaisante de chaque respiration.',
    phases: [
      ['Inspirez', '4 s, doucement par le nez'],
      ['Retenez', '7 s'],
      ['Expirez', '8 s, lentement par la bouche'],
    ],
    how: 'Inspirez doucement par le nez pendant 4 secondes, retenez 7, puis expirez lentement par la bouche pendant 8. Si la rétention vous semble trop longue, gardez le même rapport en comptant plus vite.',
    why: 'L’expiration dure deux fois plus longtemps que l’inspiration ; c’est en expirant lentement que le cœur ralentit naturellement, et de longues expirations peuvent donc aider à se détendre.',
    when: 'Le soir au lit, ou quand vous voulez relâcher une tension. Arrêtez et respirez normalement si la tête vous tourne.',
    science:
      'Popularisée par le Dr Andrew Weil à partir de la respiration yogique. Les données viennent surtout de petites études en laboratoire sur la respiration lente à longue expiration, qui montrent une baisse passagère de la fréquence cardiaque et de la tension ; la méthode elle-même a été peu étudiée.',
  },
  coherent: {
    subtitle: 'L’équilibre à six respirations par minute',
    description: 'Cinq secondes d’inspiration, cinq secondes d’expiration, sans pause, pendant dix minutes.',
    explanation: 'Six respirations par minute, c’est près du rythme où le cœur et le souffle oscillent le plus ensemble.',
    phases: [
      ['Inspirez', '5 s, fluide'],
      ['Expirez', '5 s, fluide'],
    ],
    how: 'Inspirez pendant 5 secondes et expirez pendant 5, sans pause, par le nez si possible. Laissez le souffle fluide et pas plus profond que ce qui est confortable.',
    why: 'Six respirations par minute, c’est près du rythme où le rythme cardiaque et la respiration oscillent le plus fortement ensemble (résonance), ce qui peut favoriser un état plus calme et plus stable.',
    when: 'En pratique quotidienne de 10 à 20 minutes, ou pour retrouver le calme après un moment stressant de la journée.',
    science:
      'Le biofeedback de variabilité cardiaque à environ six respirations par minute est étudié depuis des décennies (Lehrer et ses collègues). Une méta-analyse de 2017 (Goessl et al.) a trouvé une baisse modérée du stress et de l’anxiété rapportés.',
  },
  '1-2-ratio': {
    subtitle: 'Des expirations plus longues pour lâcher prise',
    description: 'Inspirez pendant 4 secondes et expirez pendant 8, huit fois.',
    explanation: 'Doubler l’expiration fait passer plus de chaque respiration dans la phase où le cœur ralentit.',
    phases: [
      ['Inspirez', '4 s'],
      ['Expirez', '8 s, comme à travers une paille'],
    ],
    how: 'Inspirez pendant 4 secondes et expirez pendant 8, doucement, comme à travers une paille. Il n’y a pas de rétention.',
    why: 'Une expiration deux fois plus longue que l’inspiration s’appuie sur la partie de chaque respiration où le cœur ralentit, ce qui peut aider le corps à basculer vers le repos.',
    when: 'Quand vous êtes sous pression, après le sport, ou pour vous détendre brièvement avant de dormir.',
    science:
      'Le cœur accélère légèrement à chaque inspiration et ralentit à chaque expiration (arythmie sinusale respiratoire). De petites études en laboratoire suggèrent que des expirations plus longues renforcent cette oscillation apaisante ; de grands essais sur le rapport lui-même manquent.',
  },
  'physiological-sigh': {
    subtitle: 'Un soulagement rapide dans un moment tendu',
    description: 'Une double inspiration par le nez et une longue expiration par la bouche, six fois.',
    explanation: 'La deuxième gorgée d’air rouvre les poumons et la longue expiration évacue le dioxyde de carbone.',
    phases: [
      ['Inspirez', '2 s par le nez'],
      ['Inspirez encore', '1 s, une courte gorgée en plus'],
      ['Expirez', '6 s, longuement, par la bouche'],
      ['Retenez', '2 s, au repos, poumons vides'],
    ],
    how: 'Inspirez par le nez, prenez ensuite une deuxième courte gorgée d’air par-dessus, et laissez tout sortir en une longue expiration lente par la bouche. Reposez-vous un instant et recommencez.',
    why: 'La deuxième inspiration rouvre les alvéoles affaissées et la longue expiration évacue le dioxyde de carbone, ce qui peut apporter un soulagement rapide.',
    when: 'Au milieu d’un moment stressant, quand vous devez vous calmer vite. Un à trois soupirs suffisent souvent.',
    science:
      'Les humains et les autres mammifères soupirent spontanément toutes les quelques minutes. Dans une étude randomisée de 2023 (Balban et al.), cinq minutes par jour de soupir cyclique ont amélioré l’humeur et abaissé la fréquence respiratoire davantage que la méditation de pleine conscience.',
  },
  'step-down': {
    subtitle: 'Du lent au naturel',
    description: 'De 8 s d’inspiration et 8 d’expiration, une seconde de moins tous les deux cycles, jusqu’à 4 et 4. Douze cycles.',
    explanation: 'Commencer long puis relâcher vous laisse entrer dans une respiration lente et finir à un rythme détendu.',
    phases: [
      ['Inspirez', '8 s, puis 7, 6, 5, 4'],
      ['Expirez', 'aussi longtemps que l’inspiration'],
    ],
    how: 'Commencez par une inspiration de 8 secondes et une expiration de 8 secondes. Tous les deux cycles, les deux raccourcissent d’une seconde, jusqu’à 4 secondes. Suivez le guide sans forcer la durée.',
    why: 'Commencer long puis relâcher vous laisse d’abord entrer dans une respiration lente et finir à un rythme détendu et naturel, ce qui peut rendre une séance de respiration lente plus facile.',
    when: 'Quand vous voulez décompresser en douceur, de façon structurée, par exemple entre le travail et la soirée.',
    science:
      'Aucune étude n’a testé cette séquence précise. Elle s’appuie sur la recherche sur la respiration lente, qui associe une respiration autour de six par minute ou moins à une variabilité cardiaque plus élevée et à moins de stress rapporté.',
  },
  tidal: {
    subtitle: 'Un rythme doux et naturel',
    description: 'Des respirations faciles de 3 secondes, à l’inspiration et à l’expiration, pendant dix minutes.',
    explanation: 'Une respiration calme, proche de votre rythme de repos, donne à l’attention un ancrage stable sans effort.',
    phases: [
      ['Inspirez', '3 s, facile'],
      ['Expirez', '3 s, facile'],
    ],
    how: 'Inspirez pendant 3 secondes et expirez pendant 3, à une profondeur normale et facile. Il n’y a rien à atteindre : remarquez simplement chaque respiration qui vient et qui s’en va.',
    why: 'Une respiration calme et régulière, proche de votre rythme de repos, donne à votre attention un ancrage stable sans aucun effort, ce qui peut aider l’esprit à se poser.',
    when: 'À tout moment, surtout si la rétention ou une respiration très lente vous met mal à l’aise, ou comme premier pas vers la méditation.',
    science:
      'La respiration en vagues, c’est le souffle ordinaire au repos. Y prêter attention est le cœur de la pleine conscience de la respiration, et les programmes de pleine conscience montrent dans les méta-analyses une baisse modeste du stress.',
  },
  'humming-exhale': {
    subtitle: 'S’apaiser par le son',
    description: 'Inspirez pendant 4 secondes, puis fredonnez doucement en expirant pendant 6, huit fois.',
    explanation: 'Une expiration fredonnée est naturellement longue, et la vibration donne à l’esprit un point d’appui.',
    phases: [
      ['Inspirez', '4 s par le nez'],
      ['Fredonnez', '6 s, lèvres fermées'],
    ],
    how: 'Inspirez par le nez pendant 4 secondes, puis expirez pendant 6 en fredonnant doucement, lèvres fermées. Sentez la vibration dans le visage et la poitrine.',
    why: 'Une expiration fredonnée est naturellement longue et lente, et le son donne à l’esprit un point d’appui, ce qui peut vous aider à vous détendre.',
    when: 'Quand vos pensées s’agitent, avant de dormir, ou chaque fois qu’une pratique douce et apaisante vous tente.',
    science:
      'Elle s’inspire de Bhramari, la « respiration de l’abeille » du yoga. Le fredonnement a multiplié par quinze environ le monoxyde d’azote nasal dans une étude de 2002 (Weitzberg et Lundberg) ; de petites études sur Bhramari rapportent une fréquence cardiaque plus basse, mais les preuves restent limitées.',
  },
  'deep-reset': {
    subtitle: 'De l’énergie par le souffle et la rétention',
    description: 'Trois cycles : 30 respirations rapides, une rétention jusqu’à relâcher, 15 s de récupération et 30 s de repos.',
    explanation: 'Une respiration rapide suivie d’une rétention est un stimulus fort et énergisant. Assis ou allongé ; jamais dans l’eau ni en conduisant.',
    phases: [
      ['Respiration rapide', '30 respirations pleines, 1 s à l’inspiration, 1 s à l’expiration'],
      ['Rétention du souffle', 'après la dernière expiration, jusqu’à ce que vous touchiez Relâchez et respirez'],
      ['Respiration de récupération', 'inspirez à fond et retenez 15 s'],
      ['Repos', '30 s de respiration facile'],
    ],
    how: 'Prenez 30 respirations pleines et rapides, en inspirant par le nez et en expirant par la bouche. Après la dernière expiration, retenez votre souffle aussi longtemps que c’est confortable, touchez « Relâchez et respirez », prenez une profonde respiration de récupération et retenez-la 15 secondes, puis reposez-vous. Trois cycles.',
    why: 'Une respiration rapide suivie d’une rétention est un stimulus fort qui peut vous laisser alerte et l’esprit clair ; beaucoup l’utilisent pour se réveiller.',
    when: 'Le matin ou quand vous voulez de l’énergie, assis ou allongé. Jamais dans l’eau, en conduisant ou debout, et évitez-la si vous êtes enceinte ou avez une épilepsie, une maladie cardiaque ou de l’hypertension.',
    science:
      'Il s’agit d’hyperventilation cyclique avec rétention du souffle, comme dans la méthode Wim Hof. Dans une étude en laboratoire de 2014 (Kox et al., PNAS), des volontaires entraînés ont montré une réponse immunitaire modifiée, et une étude randomisée de 2023 a trouvé une meilleure humeur au quotidien ; elle peut provoquer des picotements ou des vertiges.',
  },
});
