/**
 * Every REST path of SPEC §7, in one place. The API functions, the mock backend and the dev-server proxy
 * all read this table, so a path is spelled exactly once.
 */
export const ENDPOINTS = {
  newNotification: '/new-notification',
  signUp: '/signup',
  signIn: '/signin',
  googleAuth: '/google-auth',
  verifyEmail: '/verify-email',
  resendCode: '/resend-code',
  forgotPassword: '/forgot-password',
  getUploadUrl: '/get-upload-url',
  getBlog: '/get-blog',
  createBlog: '/create-blog',
  latestBlogs: '/latest-blogs',
  allLatestBlogsCount: '/all-latest-blogs-count',
  searchBlogs: '/search-blogs',
  searchBlogsCount: '/search-blogs-count',
  trendingBlogs: '/trending-blogs',
  searchUsers: '/search-users',
  getProfile: '/get-profile',
  favouriteBlogs: '/favourite-blogs',
  favouriteBlogsCount: '/favourite-blogs-count',
  getFollowers: '/get-followers',
  getFollowing: '/get-following',
  getFollowersCount: '/get-followers-count',
  getFollowingCount: '/get-following-count',
  followUser: '/follow-user',
  unfollowUser: '/unfollow-user',
  isLikedByUser: '/isliked-by-user',
  likeBlog: '/like-blog',
  addComment: '/add-comment',
  getReplies: '/get-replies',
  deleteComment: '/delete-comment',
  getBlogComments: '/get-blog-comments',
  changePassword: '/change-password',
  updateProfileImg: '/update-profile-img',
  updateProfile: '/update-profile',
  notifications: '/notifications',
  allNotificationsCount: '/all-notifications-count',
  userWrittenBlogs: '/user-written-blogs',
  userWrittenBlogsCount: '/user-written-blogs-count',
  deleteBlog: '/delete-blog',
} as const;

/**
 * Endpoints whose errors are shown as text on their screens: a 401 there is not an expired session.
 */
export const AUTH_ENDPOINTS: readonly string[] = [
  ENDPOINTS.signIn,
  ENDPOINTS.signUp,
  ENDPOINTS.googleAuth,
  ENDPOINTS.verifyEmail,
  ENDPOINTS.resendCode,
  ENDPOINTS.forgotPassword,
];

/**
 * Authenticated endpoints whose 401 may mean something else than an expired session: a server may answer a
 * wrong current password with 401, and a typo must not sign the user out. After their 401 the session is
 * checked with an authenticated call that has no other reason to answer 401 (src/api/client.ts).
 */
export const AMBIGUOUS_401_ENDPOINTS: readonly string[] = [ENDPOINTS.changePassword];
