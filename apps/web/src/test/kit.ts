import type { CurrentUser, InstrumentDto, Post } from '@arya/core/contract';

/**
 * The web tests' shared fixtures: a whole post and a whole member state as the API answers them,
 * so a test names only the fields it is about (tests only; nothing in the app imports this).
 */

/** A plain post by a coach with every field set; `overrides` change what the test is about. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'coach1/post1',
    Author: { Id: 'coach1', Name: 'Nadia Coach', Job: 'Coach de trading', Verified: 'signal_publisher', PictureDate: null, Alias: 'nadia' },
    Text: null,
    TextLang: 'fr',
    TextLocalizations: {},
    TranslatedBy: null,
    Cashtags: [],
    Images: [],
    ImageSizes: [],
    Gif: null,
    Preview: null,
    Date: '2030-01-10T08:00:00.000Z',
    CreationDate: '2030-01-10T08:00:00.000Z',
    LastEditDate: null,
    LastEditBy: null,
    ReactionsCount: { Likes: 0 },
    Liked: false,
    CommentsCount: 0,
    LastComment: null,
    SharesCount: 0,
    Shared: false,
    SharedPost: null,
    FinancialData: null,
    Audio: null,
    InternalNewsData: null,
    RestrictedTo: null,
    Locked: false,
    IsDeleted: false,
    DeletedBy: null,
    DeletionDate: null,
    ...overrides,
  };
}

/** An instrument as the API answers it (issue 28): EUR/USD unless `overrides` say otherwise. */
export function makeInstrument(overrides: Partial<InstrumentDto> = {}): InstrumentDto {
  return { Symbol: 'EURUSD', Name: 'Euro / US Dollar', NameFr: 'Euro / Dollar américain', AssetType: 'forex', Decimals: 5, ...overrides };
}

/**
 * A signed-in member's state with every field set: a free member (lifetime SILVER, no subscription,
 * no news trial, no role) whose phone is verified and who went through the onboarding.
 */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    uid: 'u1',
    email: 'ana@example.com',
    emailVerified: true,
    displayName: 'Ana Lima',
    firstName: 'Ana',
    lastName: 'Lima',
    defaultLanguage: 'fr',
    pictureURL: null,
    pictureDate: null,
    alias: null,
    aliasChangedAt: null,
    systemAlias: 'ana-lima-7f3a',
    phoneNumber: null,
    followingUsers: [],
    platforms: ['web'],
    privileges: [],
    shopId: null,
    servers: [],
    isPublic: true,
    lifetimeSubscriptionName: 'SILVER',
    activeSubscriptionName: null,
    activeSubscriptionUntil: null,
    canReadNewsUntil: null,
    role: null,
    adminLang: null,
    allowedAdminLangs: [],
    adminOptions: {},
    IVTSender: false,
    isMuted: false,
    mutedUntil: null,
    products: [],
    hasSkippedInterests: false,
    hasSetInterests: true,
    job: null,
    description: null,
    verified: null,
    address: null,
    favoriteIdeas: [],
    phoneVerified: true,
    coins: { available: 0, locked: 0 },
    wheelPrize: null,
    ...overrides,
  };
}

/** jsdom has no modal dialogs: showModal() and close() only open and close it here. */
export function stubModalDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
