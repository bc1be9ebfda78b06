import { pure } from '@arena/eslint-config';
export default pure(import.meta.dirname);
