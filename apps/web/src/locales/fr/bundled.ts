import common from './common.json';
import auth from './auth.json';
import errors from './errors.json';
import pages from './pages.json';
import account from './account.json';
import posts from './posts.json';
import notifications from './notifications.json';
import people from './people.json';
import search from './search.json';
import ideas from './ideas.json';
import phone from './phone.json';

/** The namespaces a first screen may show (../bundled.ts): loaded with the app, in the page's language only. */
export default { common, auth, errors, pages, account, posts, notifications, people, search, ideas, phone };
