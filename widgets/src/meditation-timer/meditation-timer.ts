// Importing this file registers <meditation-timer> (the package's only side effects are files like this one).
import { defineMeditationTimer } from '../defineWidgets';

defineMeditationTimer();
