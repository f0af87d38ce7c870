/** The dialect a host was asked for by name (`MOCK_PROFILE` of `npm run mock:server`; decision 0018). */
import { documentedDialect, type Dialect, type DialectName } from './dialect';
import { tutorialDialect } from './tutorial';

export function dialectByName(name: DialectName): Dialect {
  return name === 'tutorial' ? tutorialDialect : documentedDialect;
}
