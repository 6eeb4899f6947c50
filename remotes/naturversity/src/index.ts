// Async boundary: shared modules (react, router, stores) are negotiated with the
// Module Federation runtime before any of them is evaluated.
void import('./bootstrap');
