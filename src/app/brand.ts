export const PRODUCT_NAME = 'Mealwise';
export const COMPANY_NAME = 'Mealwise';
export const SUPPORT_EMAIL = 'support@mealwise.app';
