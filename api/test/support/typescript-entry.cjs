// Jest loads globalSetup/globalTeardown with require(), outside its ESM module mapper. Our
// sources import siblings as "./x.js" (NodeNext style); map those to the ".ts" files that
// jest's transform compiles on the fly.
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  try {
    return resolve.call(this, request, parent, ...rest);
  } catch (error) {
    if (request.startsWith('.') && request.endsWith('.js')) return resolve.call(this, `${request.slice(0, -3)}.ts`, parent, ...rest);
    throw error;
  }
};
module.exports = (file) => require(file).default;
