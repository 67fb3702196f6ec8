// The runners of the public pages are chunks of our own build (the elements' npm modules), fetched when a visitor
// starts one: the landing's phones and bundles, a technique page, the meditation page.
export const loadBreathSession = () => import('@stillpoint/widgets/breath-session.js');
export const loadMeditationTimer = () => import('@stillpoint/widgets/meditation-timer.js');
