// Importing this file registers <meditation-timer> (the package's only side effects are files like this one).
import { defineMeditationTimer } from '../defineWidgets';

defineMeditationTimer();

// The element's type, so this entry's declarations carry the class and its HTMLElementTagNameMap
// entry: after `import '@stillpoint/widgets/meditation-timer.js'`, querySelector('meditation-timer') is typed.
export type { MeditationTimerElement } from './meditation-timer.component';
