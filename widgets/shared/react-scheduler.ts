// React's scheduler, evaluated in a task of its own just before react-dom (define-widget.ts):
// react-dom's evaluation, which requires it, is the longest step of React's start on a slow phone.
import "scheduler";
