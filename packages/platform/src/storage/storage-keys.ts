/**
 * Every browser-storage key the site uses, in one place (excalidraw's EDITOR_LS_KEYS
 * idea): a unit test (storage-keys.test.ts) fails when any other source file spells a
 * key out, so a new key cannot slip in beside the persisted-store API.
 *
 * The names are frozen. They end in `.v1` because that is what families' browsers
 * already hold; the schema version now lives inside the stored envelope
 * `{ version, state }` (see persisted.ts), so a schema change migrates the value
 * instead of renaming — and so orphaning — the key.
 */
export const STORAGE_KEYS = {
  // platform
  cart: 'naturverse.cart.v1',
  stampCounts: 'naturverse.stamps.counts.v1',
  stampLastGrant: 'naturverse.stamps.last-grant.v1',
  // auth
  profile: 'naturverse.profile.v1',
  // marketplace
  marketplaceWishlist: 'naturverse.marketplace.wishlist.v1',
  marketplaceLibrary: 'naturverse.marketplace.library.v1',
  // naturbank
  bankWallet: 'naturverse.naturbank.wallet.v1',
  bankTransactions: 'naturverse.naturbank.transactions.v1',
  bankLedger: 'naturverse.naturbank.ledger.v1',
  // naturversity
  coursesEnrolled: 'naturverse.naturversity.enrolled.v1',
  coursesProgress: 'naturverse.naturversity.progress.v1',
  // passport
  passportStamps: 'naturverse.passport.stamps.v1',
  passportBadges: 'naturverse.passport.badges.v1',
  // navatar
  navatarActive: 'naturverse.navatar.active.v1',
  navatarLibrary: 'naturverse.navatar.library.v1',
  // the Navatar being made and not saved yet, kept like the builders' drafts
  navatarDraft: 'naturverse.navatar.draft.v1',
  // zones
  stories: 'naturverse.zones.stories.v1',
  storyProgress: 'naturverse.zones.story-progress.v1',
  quizzes: 'naturverse.zones.quizzes.v1',
  // a quiz being played (question, order, score; a board's score and used tiles), kept like a story's scene
  quizProgress: 'naturverse.zones.quiz-progress.v1',
  polls: 'naturverse.zones.community.polls.v1',
  pollVotes: 'naturverse.zones.community.voted.v1',
  volunteerBoard: 'naturverse.zones.community.board.v1',
  volunteerRsvps: 'naturverse.zones.community.rsvped.v1',
  // zones: unsaved builder and form drafts, kept across tab switches and reloads
  storyDrafts: 'naturverse.zones.stories.drafts.v1',
  quizDrafts: 'naturverse.zones.quizzes.drafts.v1',
  observationDraft: 'naturverse.zones.observations.draft.v1',
  // shell: per-browser hub overrides for testing in place (grown-ups, QA)
  hubOverrides: 'naturverse.shell.hub-overrides.v1',
  // shell: this browser's canary bucket (a random 0–99, nothing about the child)
  canaryBucket: 'naturverse.shell.canary-bucket.v1',
} as const;

/** Keys kept only for one tab's session (the sign-in round trip). */
export const SESSION_KEYS = {
  authRedirect: 'naturverse.auth.redirect.v1',
  authReturn: 'naturverse.auth.return.v1',
} as const;

/** IndexedDB databases (photos are too big for local storage). */
export const DATABASES = {
  observations: 'naturverse.zones.observations.v1',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
