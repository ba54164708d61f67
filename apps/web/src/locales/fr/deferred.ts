import writer from './writer.json';
import ideaWriter from './ideaWriter.json';
import backOffice from './backOffice.json';
import onboarding from './onboarding.json';
import billing from './billing.json';
import licences from './licences.json';
import referral from './referral.json';
import coins from './coins.json';
import staff from './staff.json';
import security from './security.json';
import password from './password.json';
import moderation from './moderation.json';
import privacy from './privacy.json';
import accountDeletion from './accountDeletion.json';
import staffModeration from './staffModeration.json';

/** The namespaces loaded with the pages and dialogs that use them (../deferred.ts). */
export default { writer, ideaWriter, backOffice, onboarding, billing, licences, referral, coins, staff, security, password, moderation, privacy, accountDeletion, staffModeration };
