// class-transformer publishes its type registry's declaration under types/, not beside cjs/storage.js.
declare module 'class-transformer/cjs/storage.js' {
  export const defaultMetadataStorage: import('class-transformer/types/MetadataStorage').MetadataStorage;
}
