module.exports = (...args) => require('./typescript-entry.cjs')('./global-setup.ts')(...args);
