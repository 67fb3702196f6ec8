// Importing this file registers <breath-session> (the package's only side effects are files like this one).
import { defineBreathSession } from '../defineWidgets';

defineBreathSession();

// The element's type, so this entry's declarations carry the class and its HTMLElementTagNameMap
// entry: after `import '@stillpoint/widgets/breath-session.js'`, querySelector('breath-session') is typed.
export type { BreathSessionElement } from './breath-session.component';
