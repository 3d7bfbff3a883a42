// Reads the device's time zone off the page's thread: the first Intl formatter loads the browser's time zone data.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
