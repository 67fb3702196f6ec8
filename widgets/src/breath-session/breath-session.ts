// Importing this file registers <breath-session> (the package's only side effects are files like this one).
import { defineBreathSession } from '../defineWidgets';

defineBreathSession();

// The package's types, so this entry's declarations carry the element class and its
// HTMLElementTagNameMap entry: after `import '@stillpoint/widgets/breath-session.js'`,
// querySelector('breath-session') is typed, and the types its members use can be imported from here.
export type * from '../index';
