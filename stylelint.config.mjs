/**
 * Bayti is read in Arabic as well as English, so every layout must mirror for right-to-left.
 * Physical properties and values (left/right) are refused; use the logical ones
 * (margin-inline-start, inset-inline-end, text-align: start ...).
 */
const physicalProperties = [
  /^(margin|padding|border)-(left|right)(-|$)/,
  /^border-(top|bottom)-(left|right)-radius$/,
  /^(left|right)$/,
  /^scroll-(margin|padding)-(left|right)$/,
  /^overscroll-behavior-x$/,
];

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    'property-disallowed-list': [
      physicalProperties,
      {
        message: (property) =>
          `"${property}" is a physical property; use its logical equivalent so the layout mirrors in Arabic.`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      {
        'text-align': ['left', 'right'],
        float: ['left', 'right'],
        clear: ['left', 'right'],
        resize: ['horizontal', 'vertical'],
      },
      {
        message: (property, value) =>
          `"${property}: ${value}" is physical; use start/end so the layout mirrors in Arabic.`,
      },
    ],
    'color-named': 'never',
    'selector-class-pattern': [
      '^[a-z][a-zA-Z0-9]*$',
      { message: 'CSS Module classes are camelCase' },
    ],
    'custom-property-pattern': null,
    'import-notation': 'string',
    'custom-property-empty-line-before': null,
    'keyframes-name-pattern': null,
    'value-keyword-case': [
      'lower',
      { camelCaseSvgKeywords: true, ignoreKeywords: ['currentColor'] },
    ],
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global', 'local'] }],
  },
  overrides: [
    {
      files: ['packages/ui/src/**/*.module.css', 'apps/portal/src/**/*.module.css'],
      rules: {
        'color-no-hex': [true, { message: 'Colours come from tokens.css through var(--...)' }],
        'color-function-notation': null,
        'function-disallowed-list': [
          ['rgb', 'rgba', 'hsl', 'hsla', 'oklch', 'lab', 'lch'],
          { message: 'Colours come from tokens.css through var(--...)' },
        ],
      },
    },
  ],
};
