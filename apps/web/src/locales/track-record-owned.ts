import enTrackRecord from './en/trackRecord.json';
import frTrackRecord from './fr/trackRecord.json';

/**
 * A member's track record on their profile (issue 28): page-owned like `legal`, in a module of its
 * own, so the profile's chunk carries these few texts in both languages (a visitor's profile draws
 * them at once, with no catalogue to wait for) and no other page's chunk does.
 */
export const trackRecordResources = { fr: { trackRecord: frTrackRecord }, en: { trackRecord: enTrackRecord } } as const;
