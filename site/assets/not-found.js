// @ts-check
// The seed's behaviour, kept: the bad path goes to the console so it shows up in error monitoring.
console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
