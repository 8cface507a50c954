// The federation floor's host (floor-build.ts): an async boundary, as the shell has, then the page.
import('./host-bootstrap');
