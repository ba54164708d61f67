import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enNotifications from './en/notifications.json';
import enPages from './en/pages.json';
import enPeople from './en/people.json';
import enPosts from './en/posts.json';
import enSearch from './en/search.json';
import enWriter from './en/writer.json';
import enIdeas from './en/ideas.json';
import enIdeaWriter from './en/ideaWriter.json';
import enBackOffice from './en/backOffice.json';
import enOnboarding from './en/onboarding.json';
import enPhone from './en/phone.json';
import enBilling from './en/billing.json';
import enLicences from './en/licences.json';
import enReferral from './en/referral.json';
import enStaff from './en/staff.json';
import frAccount from './fr/account.json';
import frAuth from './fr/auth.json';
import frCommon from './fr/common.json';
import frErrors from './fr/errors.json';
import frNotifications from './fr/notifications.json';
import frPages from './fr/pages.json';
import frPeople from './fr/people.json';
import frPosts from './fr/posts.json';
import frSearch from './fr/search.json';
import frWriter from './fr/writer.json';
import frIdeas from './fr/ideas.json';
import frIdeaWriter from './fr/ideaWriter.json';
import frBackOffice from './fr/backOffice.json';
import frOnboarding from './fr/onboarding.json';
import frPhone from './fr/phone.json';
import frBilling from './fr/billing.json';
import frLicences from './fr/licences.json';
import frReferral from './fr/referral.json';
import frStaff from './fr/staff.json';

export const resources = {
  fr: { common: frCommon, auth: frAuth, errors: frErrors, pages: frPages, account: frAccount, posts: frPosts, writer: frWriter, notifications: frNotifications, people: frPeople, search: frSearch, ideas: frIdeas, ideaWriter: frIdeaWriter, backOffice: frBackOffice, onboarding: frOnboarding, phone: frPhone, billing: frBilling, licences: frLicences, referral: frReferral, staff: frStaff },
  en: { common: enCommon, auth: enAuth, errors: enErrors, pages: enPages, account: enAccount, posts: enPosts, writer: enWriter, notifications: enNotifications, people: enPeople, search: enSearch, ideas: enIdeas, ideaWriter: enIdeaWriter, backOffice: enBackOffice, onboarding: enOnboarding, phone: enPhone, billing: enBilling, licences: enLicences, referral: enReferral, staff: enStaff },
} as const;
