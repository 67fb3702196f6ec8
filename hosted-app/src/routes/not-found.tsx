import { NotFoundPage } from '../features/public/NotFoundPage';
import { notFoundMeta } from '../features/public/notFoundMeta';

export const meta = notFoundMeta;

export default NotFoundPage;
