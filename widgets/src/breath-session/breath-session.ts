// Importing this file registers <breath-session> (the package's only side effects are files like this one).
import { defineBreathSession } from '../defineWidgets';

defineBreathSession();
