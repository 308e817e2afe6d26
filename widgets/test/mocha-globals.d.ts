// The component tests run under Web Test Runner's mocha: describe/it/before... are globals there.
/// <reference types="mocha" />
