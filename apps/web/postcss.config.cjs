/** Mantine's mixins and rem() helpers for any CSS module of the web app. */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
