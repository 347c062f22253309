; Inno Setup script (6.3 or later: x64compatible): the Windows installer of the Stammtisch bundle.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\stammtisch.iss
;
; Packs dist\Stammtisch\ (python packaging\build.py) into
; dist\Stammtisch-<version>-windows-x86_64-setup.exe: installs for the current user
; (or, when asked, for all users), adds a Start-menu entry (and a desktop icon if
; ticked) and an uninstaller that Settings > Apps lists. The release workflow
; (.github\workflows\release.yml) passes the version from pyproject.toml.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z packaging\windows\stammtisch.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\Stammtisch"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; Never change the AppId: Windows finds an installed Stammtisch to upgrade or remove by it.
AppId={{ECC40981-68D0-41C0-ABB1-4358851096D3}
AppName=Stammtisch
AppVersion={#AppVersion}
AppVerName=Stammtisch {#AppVersion}
AppPublisher=Stammtisch
DefaultDirName={autopf}\Stammtisch
DefaultGroupName=Stammtisch
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=Stammtisch-{#AppVersion}-windows-x86_64-setup
SetupIconFile=..\..\resources\icons\stammtisch.ico
UninstallDisplayIcon={app}\stammtisch.exe
UninstallDisplayName=Stammtisch
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; The version resource of the setup program (Explorer's Details tab)
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Stammtisch
VersionInfoProductVersion={#AppVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription=Stammtisch Setup
VersionInfoCompany=Stammtisch
VersionInfoCopyright=MIT License

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Stammtisch"; Filename: "{app}\stammtisch.exe"; WorkingDir: "{app}"
Name: "{autodesktop}\Stammtisch"; Filename: "{app}\stammtisch.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\stammtisch.exe"; Description: "{cm:LaunchProgram,Stammtisch}"; Flags: nowait postinstall skipifsilent
