// The <script type="module"> build: registers both elements when the script loads.
import './scriptDefaults';
import './breath-session/breath-session';
import './meditation-timer/meditation-timer';
