// Importing this file registers <meditation-timer> (the package's only side effects are files like this one).
import { defineMeditationTimer } from '../defineWidgets';

defineMeditationTimer();

// The package's types, so this entry's declarations carry the element class and its
// HTMLElementTagNameMap entry: after `import '@stillpoint/widgets/meditation-timer.js'`,
// querySelector('meditation-timer') is typed, and the types its members use can be imported from here.
export type * from '../index';
