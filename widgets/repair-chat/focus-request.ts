// Focus moves into the panel only when a person opened it (launcher, 'Get Free Quote'), never when
// a page of the visit restores an open chat from sessionStorage.
let requested = false;
export const focusRequest = {
  set: () => {
    requested = true;
  },
  take: () => {
    const was = requested;
    requested = false;
    return was;
  },
};
