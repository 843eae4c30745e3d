/**
 * The product's messages: the specification's error catalogue and toast texts
 * (spec section 8), written once. Machines pick a message; views render it.
 * Functions build the texts that carry a value.
 */

import { sessionMessages } from './session.ts';

export const messages = {
  signup: {
    accountExistsToast: 'An account with that email already exists. Please log in instead.',
    rateLimited: 'Too many signup attempts. Please try again later.',
    failed: 'Failed to create account',
    createdCheckEmail: 'Account created! Please check your email for verification.',
    createdProceed: 'Account created successfully! You can now proceed with onboarding.',
    emailAlreadyRegistered: 'This email is already registered',
    accountExistsTitle: 'Account Already Exists',
    accountExistsBody:
      'An account with this email already exists. Please log in instead or use a different email address.',
    formFallback: 'Signup failed',
    passwordHint: 'Password should be at least 6 characters long',
  },
  resend: {
    sent: 'Verification email resent! Please check your inbox.',
    rateLimited: 'Email sending rate limited. Please try again later.',
    failed: 'Failed to resend verification email',
    loginNoEmail: 'Please enter your email to resend verification.',
    loginSent: 'Verification email sent. Please check your inbox.',
    loginFailed: 'Failed to resend verification. Try again.',
    signupNoEmail: 'Email address is required to resend confirmation',
  },
  login: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    emailNotConfirmed: 'Please verify your email before logging in.',
    failed: 'Failed to sign in',
    screenFallback: 'Login failed. Please try again.',
    success: 'Logged in successfully!',
    verifiedToast: 'Email verified successfully! You can now log in.',
    verifiedBanner: 'Email verification was successful! You can now log in.',
    checkEmailNotice: 'Please check your email address or confirm your account.',
    emailVerifiedPleaseLogIn: 'Email verified successfully! Please log in to continue.',
    verificationInProgress: 'Email verification in progress! Please check your inbox.',
    logInWithExisting: (email: string) => `Please log in with your existing account: ${email}`,
  },
  session: sessionMessages,
  onboarding: {
    saveFailedAfterRetries: 'Failed to save profile after multiple attempts. Please try again.',
    unexpected: (message: string) => `An unexpected error occurred: ${message}`,
    loadError: 'Error loading your profile data',
    saveReturnedFalse: 'Failed to save profile data',
    saveException: (message: string) => `An error occurred while saving your profile: ${message}`,
    mustBeLoggedIn: 'You must be logged in to save your profile',
    saved: 'Profile saved successfully!',
    sectionUpdated: 'Section updated successfully',
    navigatingToProfile: 'Attempting to navigate to your profile...',
    completingAuth: 'Completing authentication, please wait...',
    redirectingToLogin: 'Redirecting to login page...',
    directProfileNavigation: 'Direct navigation to profile...',
  },
  notFound: {
    deploymentTitle: 'Deployment Not Found',
    deploymentBody:
      'This address is not served yet. If the site was just published or its domain just changed, DNS propagation can take a while: please try again in a few minutes.',
    authTitle: 'Authentication Error',
    authBody:
      'There was a problem processing your authentication. This might be due to an expired or invalid link. Please try logging in directly.',
    pageTitle: 'Page Not Found',
    pageBody:
      "We couldn't find the page you're looking for. It might have been moved or doesn't exist.",
    profileHint: ' We detected you were trying to access your profile.',
    mobileHint: 'Mobile navigation can sometimes have issues. Try the "Try Login Again" button.',
  },
  mealPlan: {
    loadFailedPlaceholder: 'Failed to load your meal plan. Using placeholder data.',
    generating: 'Generating your personalized meal plan...',
    ready: 'Your meal plan is ready!',
    generateFailed: 'Failed to generate meal plan. Please try again later.',
    /** The title over a planner's refusal (its own text says why and what to change). */
    refusedTitle: 'No week fits yet',
    refusedSeePage: 'The page says why, and what would make a week fit.',
    userNotAuthenticated: 'User not authenticated',
    invalidPlanResponse: 'Invalid response format from meal plan generator',
    invalidMealResponse: 'Invalid response format from meal regenerator',
    focusFailed: 'Failed to save your spend/quality choice. Please try again later.',
  },
  day: {
    loadErrorTitle: 'Error',
    loadError: 'Failed to load your meal plan. Please try again later.',
    removedTitle: 'Meal removed',
    removed: 'The meal has been removed from your plan',
    removeFailed: 'Failed to remove meal. Please try again later.',
    replacedTitle: 'Meal regenerated',
    replaced:
      'Your meal has been successfully replaced with one that respects your dietary preferences',
    replaceFailed: 'Failed to regenerate meal. Please try again later.',
    movedTitle: 'Meal moved',
    moved: (day: string) => `The meal has been moved to ${day}`,
    moveFailed: 'Failed to move meal. Please try again later.',
    filledTitle: 'Meals added',
    filled: 'Meals that fit your plan and budget have been added to this day',
    partlyFilledTitle: 'Some meals were not added',
    moveConfirmTitle: 'Move Meal',
    moveConfirm: (day: string) => `Are you sure you want to move this meal to ${day}?`,
  },
  shopping: {
    itemAddedTitle: 'Item Added',
    itemAdded: (item: string) => `${item} has been added to your shopping list`,
    printBlocked: 'Could not open print window. Check if pop-ups are blocked.',
    noItemsTitle: 'No Items Selected',
    noItems: 'Please select items to share',
    shareOpened: 'Email client opened with shopping list',
    shareSubject: 'My Shopping List',
    footnote: 'Prices are estimates and may vary by location and availability.',
    itemNameRequired: 'Item name is required',
    priceInvalid: 'Price must be a valid number',
    itemSaveFailed: 'Failed to save the item. Please try again later.',
    purchasesSavedTitle: 'Purchases saved',
    purchasesSaved: (count: number) =>
      `${count} ${count === 1 ? 'item is' : 'items are'} now counted in your budget`,
    purchasesFailed: 'Failed to save your purchases. Please try again later.',
  },
  demo: {
    accountRequiredTitle: 'Account Required',
    saveItems: 'Create an account to save your custom shopping list items!',
    print: 'Create an account to print your shopping lists!',
    share: 'Create an account to share your shopping lists!',
    purchases: 'Create an account to track what you spend!',
    generate: 'Create an account to generate your own meal plan!',
  },
  reset: {
    sent: 'Password reset instructions sent to your email',
    sendFailed: 'Failed to send password reset email',
    invalidLink: 'Invalid or expired password reset link. Please request a new one.',
    noSession: 'No active password reset session. Please request a new reset link.',
    updated: 'Password updated successfully! You can now log in with your new password.',
    updateFailed: 'Failed to update password. Please try again.',
  },
  callback: {
    authError: 'Authentication error. Please try logging in again.',
    somethingWrong: 'Something went wrong. Please try logging in again.',
    processingTitle: 'Processing Authentication',
    processingBody: 'Please wait while we set up your session...',
  },
  validation: {
    invalidEmail: 'Invalid email address',
    passwordRequired: 'Password is required',
    fullNameRequired: 'Full name is required',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordsDoNotMatch: 'Passwords do not match',
  },
  guard: {
    checkingAuth: 'Checking authentication...',
    loadingProfile: 'Loading your profile data...',
  },
} as const;

export type Messages = typeof messages;
