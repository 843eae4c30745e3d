import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// A fresh green for "healthy". Shades 8 and 9 (filled buttons, links) keep white text and
// text on white above the WCAG AA ratio of 4.5:1.
const leaf: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2a7f38',
  '#1f6b30',
];

/**
 * Light badges and buttons print their text in a mid shade on a pale tint, under the WCAG AA
 * ratio for small text; a darkened deepest shade keeps the colour and reads at 4.5:1 or more.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const name = input.color ?? input.theme.primaryColor;
  const shades = input.theme.colors[name];
  if (input.variant === 'light' && shades) {
    // Yellow and orange stay too light even at shade 9: darken the darkest shade further.
    return { ...colors, color: darken(shades[9], 0.35) };
  }
  return colors;
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'leaf',
  primaryShade: { light: 8, dark: 6 },
  colors: { leaf },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '800',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 700 } },
    Card: { defaultProps: { withBorder: true, shadow: 'xs', radius: 'lg', padding: 'lg' } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    // Every dialog's close button is its first tab stop: it needs a name (a dialog may still
    // give its own).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/** Small screens (phones) are narrower than this; the bottom navigation shows below it. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/** Mantine's dimmed grey is too light for small text on white (3.3:1); this one reads at 7:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
