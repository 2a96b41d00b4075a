/** English strings of the home page. */
export const home = {
  title: 'Do you need a maid or nanny in the UAE?',
  tagline: 'We help you find the perfect fit for your home.',
  hire: 'Hire With Ease',
};

export type HomeMessages = typeof home;
