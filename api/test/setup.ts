import { afterAll } from 'vitest';
import { closeTestApps } from './testApp';

afterAll(() => closeTestApps());
