module.exports = (...args) => require('./typescript-entry.cjs')('./global-teardown.ts')(...args);
