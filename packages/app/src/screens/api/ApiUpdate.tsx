// Seam (issue 12): replaced by the screen itself.
export { Component } from '../Section'
